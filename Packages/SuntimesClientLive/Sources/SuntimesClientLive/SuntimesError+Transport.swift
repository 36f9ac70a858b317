import HTTPTransport
import SuntimesClient

extension SuntimesError {
  /// The Suntimes error for a failed exchange below the API.
  ///
  /// - `unreachable`, `timedOut`, `cancelled` map to their namesakes.
  /// - `connectionLost`, `bodyTooLarge`, `redirectRefused`, `fileSystem` and `other` map to
  ///   ``SuntimesError/unreachable(_:)`` with the reason: none of them carries an HTTP status,
  ///   so ``SuntimesError/unexpectedResponse(statusCode:found:)`` would need an invented one,
  ///   and all of them mean that no usable answer came from the API's address (all retryable).
  /// - A `CancellationError` (a transport that lets it through) is ``SuntimesError/cancelled``;
  ///   any other error is `unreachable`, named by its type only, since its text may hold the URL.
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
    case .connectionLost(let host):
      self = .unreachable("the connection to \(host) was lost before the answer was complete")
    case .bodyTooLarge(let limit):
      self = .unreachable(
        "the answer passed \(Self.size(limit)), far more than the API sends:"
          + " is the address right?")
    case .redirectRefused(let fromHost, let toHost):
      self = .unreachable(
        "\(fromHost) redirected to another host, \(toHost), which was not followed:"
          + " use the final address")
    case .fileSystem(_, let reason):
      self = .unreachable("a file could not be written: \(reason)")
    case .other(let message):
      self = .unreachable(message)
    }
  }

  private static func size(_ bytes: Int) -> String {
    bytes >= 1 << 20 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
  }
}
