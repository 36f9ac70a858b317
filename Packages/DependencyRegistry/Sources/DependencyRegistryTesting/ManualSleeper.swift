import DependencyRegistry
import Locking

/// A sleep the test ends by hand: ``sleep(_:)`` records the duration and suspends until
/// ``releaseAll()`` (or ``releaseStarted()``, which steps time one sleep at a time), whatever the
/// duration, so that no test waits in real time. When
/// `honoursCancellation` it throws `CancellationError` as soon as its task is cancelled, as
/// `Task.sleep` does; otherwise it ignores cancellation (a worst-case sleep).
public final class ManualSleeper: Sendable {
  private struct State {
    var durations: [Duration] = []
    var sleeping: [Int: CheckedContinuation<Void, any Error>] = [:]
    var cancelledBeforeSleeping: Set<Int> = []
    var cancelledCount = 0
    var released = false
    /// Sleeps up to this one (counted from 1) return at once: ``releaseStarted()`` was called.
    var releasedThrough = 0
    var countWaiters: [(token: Int, count: Int, continuation: CheckedContinuation<Void, Never>)] =
      []
    var nextWaiter = 0
    var cancelledWaiters: Set<Int> = []
  }

  private let honoursCancellation: Bool
  private let state = Locked(State())

  /// Creates a sleeper with no sleep yet; `honoursCancellation` as described above.
  public init(honoursCancellation: Bool = true) {
    self.honoursCancellation = honoursCancellation
  }

  /// This sleeper as the registry's ``DependencyRegistry/Sleeper``.
  public var sleeper: Sleeper { Sleeper { [self] in try await sleep($0) } }

  /// Every duration asked, in order.
  public var durations: [Duration] { state.withLock { $0.durations } }
  /// How many sleeps ended by cancellation.
  public var cancelledCount: Int { state.withLock { $0.cancelledCount } }

  /// Records `duration` and suspends until ``releaseAll()`` (or cancellation, when honoured).
  public func sleep(_ duration: Duration) async throws {
    let (id, ready) = state.withLock { state in
      state.durations.append(duration)
      let ready = state.countWaiters.filter { $0.count <= state.durations.count }
      state.countWaiters.removeAll { $0.count <= state.durations.count }
      return (state.durations.count, ready.map(\.continuation))
    }
    for waiter in ready { waiter.resume() }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let outcome: Result<Void, any Error>? = state.withLock { state in
          if state.cancelledBeforeSleeping.remove(id) != nil {
            return .failure(CancellationError())
          }
          if state.released || id <= state.releasedThrough { return .success(()) }
          state.sleeping[id] = continuation
          return nil
        }
        if let outcome { continuation.resume(with: outcome) }
      }
    } onCancel: {
      guard honoursCancellation else { return }
      let continuation = state.withLock { state in
        state.cancelledCount += 1
        guard let continuation = state.sleeping.removeValue(forKey: id) else {
          state.cancelledBeforeSleeping.insert(id)
          return CheckedContinuation<Void, any Error>?.none
        }
        return continuation
      }
      continuation?.resume(throwing: CancellationError())
    }
  }

  /// Ends every sleep under way and every later one at once.
  public func releaseAll() {
    let sleeping = state.withLock { state in
      state.released = true
      defer { state.sleeping = [:] }
      return Array(state.sleeping.values)
    }
    for continuation in sleeping { continuation.resume() }
  }

  /// Ends every sleep started so far (those ``waitForSleeps(_:)`` counted), but no later one:
  /// a test steps a clock that sleeps in a loop one sleep at a time.
  public func releaseStarted() {
    let sleeping = state.withLock { state in
      state.releasedThrough = state.durations.count
      defer { state.sleeping = [:] }
      return Array(state.sleeping.values)
    }
    for continuation in sleeping { continuation.resume() }
  }

  /// Returns once `count` sleeps have started, or when the waiting task is cancelled (as the
  /// test's time limit does), so that a store that never sleeps fails the test instead of
  /// hanging it.
  public func waitForSleeps(_ count: Int) async {
    let token = state.withLock { state in
      defer { state.nextWaiter += 1 }
      return state.nextWaiter
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let reached = state.withLock { state in
          if state.durations.count >= count || state.cancelledWaiters.remove(token) != nil {
            return true
          }
          state.countWaiters.append((token, count, continuation))
          return false
        }
        if reached { continuation.resume() }
      }
    } onCancel: {
      let waiter = state.withLock { state in
        guard let index = state.countWaiters.firstIndex(where: { $0.token == token }) else {
          state.cancelledWaiters.insert(token)
          return CheckedContinuation<Void, Never>?.none
        }
        return state.countWaiters.remove(at: index).continuation
      }
      waiter?.resume()
    }
  }
}
