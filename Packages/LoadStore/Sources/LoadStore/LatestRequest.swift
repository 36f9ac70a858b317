/// Runs a store's requests so that the latest one wins: starting one cancels the one still
/// running (unless told not to) and a superseded request's answer is dropped.
///
/// Every error comes back as `Failure`, through the mapping given at creation (a feature hands in
/// its client's "any error as our error"). Cancelling the task that awaits a run cancels the
/// request, which then answers what the mapping makes of the cancellation.
@MainActor public final class LatestRequest<Failure: Error> {
  /// The current generation: a run started as an older one is stale and its answer dropped.
  public private(set) var generation = 0
  private var cancelInFlight: (@MainActor () -> Void)?
  private let failure: @Sendable (any Error) -> Failure

  /// Creates a runner whose errors are mapped by `failure`.
  public init(_ failure: @escaping @Sendable (any Error) -> Failure) {
    self.failure = failure
  }

  /// Runs `operation` as the newest request. Returns its outcome; `nil` when a newer request
  /// (or ``supersede(cancelling:)``) came meanwhile.
  public func run<Value: Sendable>(
    cancellingPrevious: Bool = true,
    _ operation: @escaping @Sendable () async throws -> Value
  ) async -> Result<Value, Failure>? {
    if cancellingPrevious { cancelInFlight?() }
    generation += 1
    return await run(as: generation, operation)
  }

  /// Runs `operation` as the work of generation `ticket` (from ``supersede(cancelling:)`` or
  /// ``generation``), without starting a new one: for a store whose one query takes several
  /// steps. Returns its outcome; `nil` when the generation moved on meanwhile.
  public func run<Value: Sendable>(
    as ticket: Int, _ operation: @escaping @Sendable () async throws -> Value
  ) async -> Result<Value, Failure>? {
    let task = Task { try await operation() }
    cancelInFlight = { task.cancel() }
    let result = await withTaskCancellationHandler {
      await task.result
    } onCancel: {
      task.cancel()
    }
    guard ticket == generation else { return nil }
    cancelInFlight = nil
    return result.mapError(failure)
  }

  /// Makes any request still running stale (and cancels it when `cancelling`), for a store that
  /// answers its newest call without a request (a refused argument, a cleared query). Returns
  /// the new generation, a ticket for ``run(as:_:)``.
  @discardableResult
  public func supersede(cancelling: Bool = true) -> Int {
    if cancelling { cancelInFlight?() }
    cancelInFlight = nil
    generation += 1
    return generation
  }
}
