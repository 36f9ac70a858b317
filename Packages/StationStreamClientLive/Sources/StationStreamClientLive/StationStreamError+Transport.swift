import HTTPTransport
import StationStreamClient

extension StationStreamError {
  /// The station's error for a failed exchange below it.
  ///
  /// `unreachable`, `timedOut` and `cancelled` map to their namesakes; a redirect to another
  /// host (the transport follows only same-origin ones) names it; every other transport
  /// failure is ``StationStreamError/unreachable(_:)`` with its description, which never holds a
  /// URL. A `CancellationError` is ``StationStreamError/cancelled``; any other error is
  /// `unreachable`, named by its type only, since its text may hold the URL.
  init(transportFailure error: any Error) {
    guard let transportError = error as? TransportError else {
      if error is CancellationError {
        self = .cancelled
      } else {
        self = .unreachable("the transport failed with \(type(of: error))")
      }
      return
    }
    switch transportError {
    case .unreachable(let host):
      self = .unreachable("nothing answered at \(host)")
    case .timedOut(let seconds):
      self = .timedOut(seconds: seconds)
    case .cancelled:
      self = .cancelled
    case .redirectRefused(_, let toHost):
      self = .unreachable(
        "it redirected to another host, \(toHost), which is not followed: give the station that"
          + " address")
    case .connectionLost, .bodyTooLarge, .fileSystem, .other:
      self = .unreachable(transportError.description)
    }
  }
}
