import Locking
import SuntimesClient

/// Answers per place and date, shared: concurrent identical requests share one fetch, and
/// successful answers are kept in a bounded least-recently-used cache. Failures are not kept.
///
/// Every caller is a waiter on a "flight" (one fetch, run in its own task). A waiter that is
/// cancelled stops waiting at once and gets ``SuntimesError/cancelled``; the flight goes on for
/// the others and is cancelled, and forgotten, only when its last waiter leaves. The answer of a
/// flight that nobody waits for any more is dropped, not cached.
final class SolarDayCache: Sendable {
  /// One place and day.
  struct Key: Hashable, Sendable {
    /// The place.
    let coordinate: Coordinate
    /// The day.
    let date: CalendarDate
  }

  /// What a fetch ends with.
  typealias Outcome = Result<SolarDay, SuntimesError>

  private typealias Waiter = CheckedContinuation<Outcome, Never>

  private struct Flight {
    let id: UInt64
    let task: Task<Void, Never>
    var waiters: [UInt64: Waiter]
  }

  private struct State {
    var answers: LRUCache<Key, SolarDay>
    var flights: [Key: Flight] = [:]
    var lastID: UInt64 = 0

    mutating func nextID() -> UInt64 {
      lastID += 1
      return lastID
    }
  }

  // A lock rather than an actor: a waiter's cancellation handler (`onCancel`) runs
  // synchronously and must take the waiter off its flight and resume it right there. With an
  // actor it could only start a task that reaches the actor later, so a cancelled waiter would
  // keep waiting behind the actor's queue, and deciding "was that the last waiter?" would race
  // with new callers. Critical sections are a few dictionary operations; continuations are
  // resumed and tasks cancelled after the lock is released.
  private let state: Locked<State>

  /// Creates an empty cache that keeps up to `capacity` answers (`0`: none, but flights are
  /// still shared).
  init(capacity: Int) {
    state = Locked(State(answers: LRUCache(capacity: capacity)))
  }

  /// The answer for `key`: from the cache, from a flight under way, or from a new flight that
  /// runs `fetch` (the `fetch` of a caller that joins a flight is not used). A cached answer is
  /// returned even to a cancelled caller, since nothing is waited for; a cancelled caller never
  /// starts a flight.
  func solarDay(
    for key: Key,
    fetch: @escaping @Sendable () async -> Outcome
  ) async throws(SuntimesError) -> SolarDay {
    if let day = state.withLock({ $0.answers.value(forKey: key) }) { return day }
    let waiter = state.withLock { $0.nextID() }
    let outcome = await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: Waiter) in
        join(key, waiter: waiter, continuation: continuation, fetch: fetch)
      }
    } onCancel: {
      leave(key, waiter: waiter)
    }
    return try outcome.get()
  }

  /// How many callers wait for the flight for `key` (0 when none is under way).
  func waiterCount(for key: Key) -> Int {
    state.withLock { $0.flights[key]?.waiters.count ?? 0 }
  }

  /// How many answers are kept.
  var cachedCount: Int {
    state.withLock { $0.answers.count }
  }

  private func join(
    _ key: Key,
    waiter: UInt64,
    continuation: Waiter,
    fetch: @escaping @Sendable () async -> Outcome
  ) {
    let immediate: Outcome? = state.withLock { state in
      // Checked under the lock: if `onCancel` ran before this, the flag is already set.
      if Task.isCancelled { return .failure(.cancelled) }
      if let day = state.answers.value(forKey: key) { return .success(day) }
      if state.flights[key] != nil {
        state.flights[key]?.waiters[waiter] = continuation
        return nil
      }
      let id = state.nextID()
      let task = Task {
        let outcome = await fetch()
        self.land(key, flight: id, outcome: outcome)
      }
      state.flights[key] = Flight(id: id, task: task, waiters: [waiter: continuation])
      return nil
    }
    if let immediate { continuation.resume(returning: immediate) }
  }

  private func leave(_ key: Key, waiter: UInt64) {
    let (continuation, abandoned): (Waiter?, Task<Void, Never>?) = state.withLock { state in
      guard var flight = state.flights[key],
        let continuation = flight.waiters.removeValue(forKey: waiter)
      else { return (nil, nil) }
      if flight.waiters.isEmpty {
        state.flights[key] = nil
        return (continuation, flight.task)
      }
      state.flights[key] = flight
      return (continuation, nil)
    }
    continuation?.resume(returning: .failure(.cancelled))
    abandoned?.cancel()
  }

  private func land(_ key: Key, flight id: UInt64, outcome: Outcome) {
    let waiters: [Waiter] = state.withLock { state in
      guard let flight = state.flights[key], flight.id == id else { return [] }
      state.flights[key] = nil
      if case .success(let day) = outcome { state.answers.insert(day, forKey: key) }
      return Array(flight.waiters.values)
    }
    for waiter in waiters { waiter.resume(returning: outcome) }
  }
}
