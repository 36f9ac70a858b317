import Observation

/// Suspends until `condition`, which reads observable state on the main actor, holds: woken by
/// Observation each time something it read changes, never by polling the clock. A condition that
/// never holds waits forever: bound the test with a time limit (`.timeLimit(.minutes(1))`).
@MainActor public func observedUntil(_ condition: @escaping @MainActor () -> Bool) async {
  while !condition() {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      withObservationTracking {
        _ = condition()
      } onChange: {
        continuation.resume()
      }
    }
  }
}
