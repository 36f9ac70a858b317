import DependencyRegistry
import TerminalScreen

/// What a full-screen session hears from its terminal.
public enum TerminalEvent: Hashable, Sendable {
  /// A key, a paste, a mouse event or a reply, parsed.
  case input(InputEvent)
  /// A signal (only when the source handles signals).
  case signal(TerminalSignal)
  /// The input ended: the terminal went away. Nothing follows.
  case inputClosed
}

/// A terminal's input and signals as ``TerminalEvent``s: bytes read on a thread of its own,
/// parsed with `InputParser` (a lone ESC becomes the Escape key after `escapeDelay` with no
/// byte following, waited on the `sleeper`), and, when asked, the signals of ``TerminalSignal``
/// taken from whoever had them until ``stop()``.
public final class TerminalEventSource: Sendable {
  private let signals: SignalForwarding?
  private let parser: EscapeTimedParser
  private let reader: InputReader

  /// Starts reading `input`, giving each event to `deliver` (on the reader's thread, or the
  /// Escape flush's task: never concurrently, and in order). With `handlingSignals`, the
  /// signals are taken too; only one source may hold them at a time.
  public convenience init(
    input: Int32, handlingSignals: Bool, escapeDelay: Duration = .milliseconds(40),
    sleeper: Sleeper, deliver: @escaping @Sendable (TerminalEvent) -> Void
  ) throws(TerminalError) {
    try self.init(
      input: input, handlingSignals: handlingSignals, escapeDelay: escapeDelay, sleeper: sleeper,
      deliverBatch: { events in for event in events { deliver(event) } })
  }

  /// Starts reading `input` as the other initializer does, giving the events of each read (or
  /// of each signal, or flush) together to `deliverBatch`, in order and never empty: a burst of
  /// keys (a held key, a paste) crosses to its reader at once, not key by key.
  public init(
    input: Int32, handlingSignals: Bool, escapeDelay: Duration = .milliseconds(40),
    sleeper: Sleeper, deliverBatch: @escaping @Sendable ([TerminalEvent]) -> Void
  ) throws(TerminalError) {
    let parser = EscapeTimedParser(delay: escapeDelay, sleeper: sleeper) { events in
      deliverBatch(events.map { .input($0) })
    }
    let signals = handlingSignals ? try SignalForwarding.install() : nil
    do {
      reader = try InputReader(input: input, signals: signals) { event in
        switch event {
        case .bytes(let bytes): parser.receive(bytes)
        case .signals(let signals): deliverBatch(signals.map { .signal($0) })
        case .closed:
          parser.cancel()
          deliverBatch([.inputClosed])
        }
      }
    } catch {
      signals?.uninstall()
      throw error
    }
    self.parser = parser
    self.signals = signals
  }

  /// Stops reading, drops a pending Escape flush and gives the signals back. Idempotent; no
  /// event is delivered after it returns.
  public func stop() {
    reader.stop()
    parser.cancel()
    signals?.uninstall()
  }
}
