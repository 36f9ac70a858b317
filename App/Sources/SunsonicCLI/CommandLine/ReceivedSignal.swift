import Synchronization

/// The signal that ended the run (SIGINT, SIGTERM or SIGHUP), if one did: `main` records the ones
/// it takes, and a full-screen run the ones its terminal took while it held them; `main` exits
/// 128 + its number.
public enum ReceivedSignal {
  private static let received = Atomic<Int32>(0)

  /// Records `number` unless a signal was recorded already: the first one ends the run.
  public static func record(_ number: Int32) {
    _ = received.compareExchange(expected: 0, desired: number, ordering: .relaxed)
  }

  /// The signal recorded; 0 when none was.
  public static var number: Int32 { received.load(ordering: .relaxed) }
}
