import Locking

/// A one-way gate for tests: ``wait()`` suspends until ``open()`` is called (or returns at once
/// after). It ignores task cancellation on purpose, so a test decides when a mock answers.
public final class Gate: Sendable {
  private let state = Locked<(isOpen: Bool, waiters: [CheckedContinuation<Void, Never>])>(
    (false, []))

  /// Creates a closed gate.
  public init() {}

  /// Suspends until the gate is open.
  public func wait() async {
    await withCheckedContinuation { continuation in
      let isOpen = state.withLock { state in
        if !state.isOpen { state.waiters.append(continuation) }
        return state.isOpen
      }
      if isOpen { continuation.resume() }
    }
  }

  /// Opens the gate for every waiter, now and later.
  public func open() {
    let waiters = state.withLock { state in
      state.isOpen = true
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in waiters { waiter.resume() }
  }
}
