extension ExampleError {
  /// What a client threw, as an ``ExampleError``, for the stores that call it. Clients throw
  /// nothing else, but a `CancellationError` becomes ``ExampleError/cancelled`` and any other
  /// error (a broken client, an unimplemented test endpoint) ``ExampleError/unreachable(_:)``
  /// naming it, so that a store shows a failure instead of crashing.
  public static func wrapping(_ error: any Error) -> ExampleError {
    switch error {
    case let error as ExampleError:
      return error
    case is CancellationError:
      return .cancelled
    default:
      return .unreachable("unexpected \(type(of: error)): \(error)")
    }
  }
}
