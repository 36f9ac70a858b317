import HTTPTransport
import SubsonicClient

extension SubsonicError {
  /// The Subsonic error for a failed exchange below the API (sorted by ``TransportFailure``).
  ///
  /// - `cancelled`, `timedOut` and `fileSystem` map to their namesakes; `unreachable` keeps its
  ///   reason (nothing answered, the connection was lost, another failure, or an error named by
  ///   its type only, since its text may hold the URL and so the credentials).
  /// - `redirectRefused` is ``SubsonicError/unreachable(_:)`` saying where the server sent the
  ///   client and that it was not followed (the query carries credentials): use the final
  ///   address.
  /// - `bodyTooLarge` is ``SubsonicError/unreachable(_:)`` with the limit: no usable answer came.
  init(transportFailure error: any Error) {
    switch TransportFailure(error) {
    case .cancelled: self = .cancelled
    case .timedOut(let seconds): self = .timedOut(seconds: seconds)
    case .unreachable(let reason): self = .unreachable(reason)
    case .fileSystem(let path, let reason): self = .fileSystem(path: path, reason: reason)
    case .bodyTooLarge(let limit):
      self = .unreachable(
        "the answer passed \(TransportError.sizeText(limit)), the most the client reads into memory"
      )
    case .redirectRefused(let fromHost, let toHost):
      self = .unreachable(
        "\(fromHost) redirected to another host, \(toHost); not followed, so that credentials"
          + " are not sent there: use the final address as the server URL")
    }
  }
}
