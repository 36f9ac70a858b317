import HTTPTransport
import SuntimesClient

extension SuntimesError {
  /// The Suntimes error for a failed exchange below the API (sorted by ``TransportFailure``).
  ///
  /// - `cancelled` and `timedOut` map to their namesakes; `unreachable` keeps its reason.
  /// - `bodyTooLarge`, `redirectRefused` and `fileSystem` map to ``SuntimesError/unreachable(_:)``
  ///   with the reason: none of them carries an HTTP status, so
  ///   ``SuntimesError/unexpectedResponse(statusCode:found:)`` would need an invented one, and all
  ///   of them mean that no usable answer came from the API's address (all retryable).
  init(transportFailure error: any Error) {
    switch TransportFailure(error) {
    case .cancelled: self = .cancelled
    case .timedOut(let seconds): self = .timedOut(seconds: seconds)
    case .unreachable(let reason): self = .unreachable(reason)
    case .fileSystem(_, let reason): self = .unreachable("a file could not be written: \(reason)")
    case .bodyTooLarge(let limit):
      self = .unreachable(
        "the answer passed \(TransportError.sizeText(limit)), far more than the API sends:"
          + " is the address right?")
    case .redirectRefused(let fromHost, let toHost):
      self = .unreachable(
        "\(fromHost) redirected to another host, \(toHost), which was not followed:"
          + " use the final address")
    }
  }
}
