extension SuntimesError {
  /// What a client threw, as a ``SuntimesError``, for the stores that call it. Clients throw
  /// nothing else, but a `CancellationError` becomes ``SuntimesError/cancelled`` and any other
  /// error (a broken client, an unimplemented test endpoint) ``SuntimesError/unreachable(_:)``
  /// naming it, so that a store shows a failure instead of crashing.
  public static func wrapping(_ error: any Error) -> SuntimesError {
    switch error {
    case let error as SuntimesError:
      return error
    case is CancellationError:
      return .cancelled
    default:
      return .unreachable("unexpected \(type(of: error)): \(error)")
    }
  }
}
