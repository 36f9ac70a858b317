extension SubsonicError {
  /// What a client threw, as a ``SubsonicError``, for the stores that call it. Clients throw
  /// nothing else, but a `CancellationError` becomes ``SubsonicError/cancelled`` and any other
  /// error (a broken client, an unimplemented test endpoint) ``SubsonicError/unreachable(_:)``
  /// naming it, so that a store shows a failure instead of crashing.
  public static func wrapping(_ error: any Error) -> SubsonicError {
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
