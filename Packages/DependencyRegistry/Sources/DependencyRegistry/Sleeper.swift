/// How a store lets time pass (a debounce, a deadline): the one dependency for waiting, so that
/// a test controls time instead of waiting on the wall clock.
///
/// The app's composition root sets ``live``; a test sets one it ends by hand
/// (`DependencyRegistryTesting`'s `ManualSleeper`) or ``immediate``; a preview waits for real.
public struct Sleeper: Sendable {
  /// Waits `duration`, throwing `CancellationError` when the waiting task is cancelled.
  public var sleep: @Sendable (_ duration: Duration) async throws -> Void

  /// A sleeper that waits as `sleep` does.
  public init(sleep: @escaping @Sendable (_ duration: Duration) async throws -> Void) {
    self.sleep = sleep
  }

  /// Waits on the system's continuous clock (`Task.sleep`).
  public static let live = Sleeper { try await Task.sleep(for: $0) }

  /// Returns at once, but for a cancelled task, which it throws for, as a sleep would.
  public static let immediate = Sleeper { _ in try Task.checkCancellation() }

  /// Fails the test that waits, naming `Sleeper.sleep`.
  public static let unimplemented = Sleeper { _ in
    throw DependencyRegistry.unimplemented("Sleeper.sleep")
  }
}

/// The registry key of ``Sleeper``.
public enum SleeperKey: DependencyKey {
  /// A test that waits without saying how fails, naming `Sleeper.sleep`.
  public static let testValue = Sleeper.unimplemented

  /// Previews wait for real: a debounce in a preview is seen as it would be.
  public static let previewValue = Sleeper.live
}

extension DependencyValues {
  /// The ``Sleeper`` in force.
  public var sleeper: Sleeper {
    get { self[SleeperKey.self] }
    set { self[SleeperKey.self] = newValue }
  }
}
