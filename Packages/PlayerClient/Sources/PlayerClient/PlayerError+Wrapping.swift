extension PlayerError {
  /// What a client threw, as a ``PlayerError``, for the stores that call it. Clients throw
  /// nothing else, but a `CancellationError` becomes ``PlayerError/cancelled`` and any other
  /// error (a broken client, an unimplemented test endpoint)
  /// ``PlayerError/cannotStart(program:reason:)`` naming it, so that a store shows a failure
  /// instead of crashing.
  public static func wrapping(_ error: any Error) -> PlayerError {
    switch error {
    case let error as PlayerError:
      return error
    case is CancellationError:
      return .cancelled
    default:
      return .cannotStart(program: "player", reason: "unexpected \(type(of: error)): \(error)")
    }
  }
}
