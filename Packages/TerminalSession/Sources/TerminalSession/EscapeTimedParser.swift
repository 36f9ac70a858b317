import DependencyRegistry
import Locking
import TerminalScreen

/// An `InputParser` that reads a lone ESC as the Escape key once no byte followed it for a
/// short delay, waited on the registry's `Sleeper` (so a test lets the time pass by hand).
///
/// Each read's bytes go to ``receive(_:)``; the events they complete go to `deliver` at once,
/// in order. When bytes wait for more (an ESC, a cut sequence), a flush is scheduled after
/// `delay`; a read before then cancels it, so a flush never reads bytes that more bytes followed.
final class EscapeTimedParser: Sendable {
  private struct State {
    var parser = InputParser()
    /// Counts reads: a flush applies only if no read came after the one that scheduled it.
    var generation = 0
    var flush: Task<Void, Never>?
  }

  private let state = Locked(State())
  private let delay: Duration
  private let sleeper: Sleeper
  private let deliver: @Sendable ([InputEvent]) -> Void

  /// A parser that flushes after `delay` on `sleeper` and gives events to `deliver`.
  init(
    delay: Duration, sleeper: Sleeper, deliver: @escaping @Sendable ([InputEvent]) -> Void
  ) {
    self.delay = delay
    self.sleeper = sleeper
    self.deliver = deliver
  }

  /// Parses the bytes of one read.
  func receive(_ bytes: [UInt8]) {
    state.withLock { state in
      state.generation += 1
      state.flush?.cancel()
      state.flush = nil
      let events = state.parser.parse(bytes)
      if !events.isEmpty { deliver(events) }
      guard state.parser.isWaitingForMoreBytes else { return }
      let generation = state.generation
      state.flush = Task { [self] in
        do { try await sleeper.sleep(delay) } catch { return }
        flush(ifStill: generation)
      }
    }
  }

  /// Cancels a flush under way; no event is delivered after this returns.
  func cancel() {
    state.withLock { state in
      state.generation += 1
      state.flush?.cancel()
      state.flush = nil
    }
  }

  private func flush(ifStill generation: Int) {
    state.withLock { state in
      guard state.generation == generation else { return }
      state.flush = nil
      let events = state.parser.flushPendingEscape()
      if !events.isEmpty { deliver(events) }
    }
  }
}
