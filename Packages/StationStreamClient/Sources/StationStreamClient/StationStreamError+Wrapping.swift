extension StationStreamError {
  /// What a client threw, as a ``StationStreamError``, for the stores that call it. Clients throw
  /// nothing else, but a `CancellationError` becomes ``StationStreamError/cancelled`` and any other
  /// error (a broken client, an unimplemented test endpoint) ``StationStreamError/unreachable(_:)``
  /// naming it, so that a store shows a failure instead of crashing.
  public static func wrapping(_ error: any Error) -> StationStreamError {
    switch error {
    case let error as StationStreamError:
      return error
    case is CancellationError:
      return .cancelled
    default:
      return .unreachable("unexpected \(type(of: error)): \(error)")
    }
  }
}
