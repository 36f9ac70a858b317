import Locking

/// A one-way gate: ``wait()`` suspends until ``open()`` is called (or returns at once after).
/// It ignores task cancellation on purpose, so a test decides when a request answers.
final class Gate: Sendable {
  private let state = Locked<(isOpen: Bool, waiters: [CheckedContinuation<Void, Never>])>(
    (false, []))

  func wait() async {
    await withCheckedContinuation { continuation in
      let isOpen = state.withLock { state in
        if !state.isOpen { state.waiters.append(continuation) }
        return state.isOpen
      }
      if isOpen { continuation.resume() }
    }
  }

  func open() {
    let waiters = state.withLock { state in
      state.isOpen = true
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in waiters { waiter.resume() }
  }
}

/// A thread-safe list of what a mock saw.
final class Recorder<Value: Sendable>: Sendable {
  private let storage = Locked<[Value]>([])

  var values: [Value] { storage.withLock { $0 } }

  func record(_ value: Value) {
    storage.withLock { $0.append(value) }
  }
}
