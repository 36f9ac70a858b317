import SubsonicClient

/// Runs a store's requests so that the latest one wins: starting one cancels the one still
/// running (unless told not to) and a superseded request's answer is dropped.
///
/// Cancelling the task that awaits ``run(cancellingPrevious:_:)`` cancels the request, which
/// then answers ``SubsonicError/cancelled`` (or what the client made of the cancellation).
@MainActor final class LatestRequest {
  private var generation = 0
  private var cancelInFlight: (@MainActor () -> Void)?

  /// Runs `operation` as the newest request. Returns its outcome, every error as a
  /// ``SubsonicError``; `nil` when a newer request (or ``supersede()``) came meanwhile.
  func run<Value: Sendable>(
    cancellingPrevious: Bool = true,
    _ operation: @escaping @Sendable () async throws -> Value
  ) async -> Result<Value, SubsonicError>? {
    if cancellingPrevious { cancelInFlight?() }
    generation += 1
    let ticket = generation
    let task = Task { try await operation() }
    cancelInFlight = { task.cancel() }
    let result = await withTaskCancellationHandler {
      await task.result
    } onCancel: {
      task.cancel()
    }
    guard ticket == generation else { return nil }
    cancelInFlight = nil
    return result.mapError(SubsonicFailure.error)
  }

  /// Makes any request still running stale (and cancels it when `cancelling`), for a store that
  /// answers its newest call without a request: a refused argument.
  func supersede(cancelling: Bool = true) {
    if cancelling { cancelInFlight?() }
    cancelInFlight = nil
    generation += 1
  }
}

/// Turns what a client threw into a ``SubsonicError``.
enum SubsonicFailure {
  /// The client's error as a ``SubsonicError``. Clients throw nothing else, but a
  /// `CancellationError` becomes ``SubsonicError/cancelled`` and any other error (a broken
  /// client, an unimplemented test endpoint) ``SubsonicError/unreachable(_:)`` naming it, so
  /// that the store shows a failure instead of crashing.
  static func error(_ error: any Error) -> SubsonicError {
    switch error {
    case let error as SubsonicError:
      return error
    case is CancellationError:
      return .cancelled
    default:
      return .unreachable("unexpected \(type(of: error)): \(error)")
    }
  }
}
