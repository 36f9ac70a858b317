import HTTPTransport
import SubsonicClient

extension SubsonicError {
  /// The Subsonic error for a failed exchange below the API.
  ///
  /// - `unreachable`, `timedOut`, `cancelled` and `fileSystem` map to their namesakes.
  /// - `redirectRefused` is ``SubsonicError/unreachable(_:)`` saying where the server sent the
  ///   client and that it was not followed (the query carries credentials): use the final
  ///   address.
  /// - `connectionLost`, `bodyTooLarge` and `other` are ``SubsonicError/unreachable(_:)`` with
  ///   the reason: none carries an HTTP status, and all mean that no usable answer came.
  /// - A `CancellationError` is ``SubsonicError/cancelled``; any other error is `unreachable`,
  ///   named by its type only, since its text may hold the URL and so the credentials.
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
        "the answer passed \(Self.size(limit)), the most the client reads into memory")
    case .redirectRefused(let fromHost, let toHost):
      self = .unreachable(
        "\(fromHost) redirected to another host, \(toHost); not followed, so that credentials"
          + " are not sent there: use the final address as the server URL")
    case .fileSystem(let path, let reason):
      self = .fileSystem(path: path, reason: reason)
    case .other(let message):
      self = .unreachable(message)
    }
  }

  private static func size(_ bytes: Int) -> String {
    bytes >= 1 << 20 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
  }
}
