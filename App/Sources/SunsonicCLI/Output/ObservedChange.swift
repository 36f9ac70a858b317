import Observation

/// Waiting for an `@Observable` store to change, as a view would.
enum ObservedChange {
  /// Suspends until a value `read` reads changes, or the task is cancelled.
  @MainActor
  static func next(_ read: @escaping @MainActor () -> Void) async {
    let changed = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
    withObservationTracking {
      read()
    } onChange: {
      changed.continuation.yield()
    }
    await withTaskCancellationHandler {
      for await _ in changed.stream { break }
    } onCancel: {
      changed.continuation.finish()
    }
  }
}
