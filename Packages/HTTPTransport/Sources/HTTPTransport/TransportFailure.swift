/// Any error a transport threw, sorted into what a live client maps: the kinds every client
/// words alike are done here (`unreachable` with its reason), the ones a client words its own
/// way keep their values.
public enum TransportFailure: Sendable, Equatable {
  /// The request was cancelled (``TransportError/cancelled`` or a `CancellationError`).
  case cancelled
  /// No complete answer within the time budget.
  case timedOut(seconds: Double)
  /// No usable answer came, for `reason`: nothing answered at the host, the connection was
  /// lost, another transport failure, or an error that is not a ``TransportError`` (named by its
  /// type only, since its text may hold the URL and so credentials).
  case unreachable(reason: String)
  /// The body passed `limit` bytes (``TransportError/sizeText(_:)`` words it).
  case bodyTooLarge(limit: Int)
  /// A redirect to another host that was not followed.
  case redirectRefused(fromHost: String, toHost: String)
  /// A file could not be written, moved or removed.
  case fileSystem(path: String, reason: String)

  /// Sorts `error`.
  public init(_ error: any Error) {
    guard let transportError = error as? TransportError else {
      self =
        error is CancellationError
        ? .cancelled : .unreachable(reason: "the transport failed with \(type(of: error))")
      return
    }
    switch transportError {
    case .unreachable(let host):
      self = .unreachable(reason: "nothing answered at \(host)")
    case .timedOut(let seconds):
      self = .timedOut(seconds: seconds)
    case .cancelled:
      self = .cancelled
    case .connectionLost(let host):
      self = .unreachable(
        reason: "the connection to \(host) was lost before the answer was complete")
    case .bodyTooLarge(let limit):
      self = .bodyTooLarge(limit: limit)
    case .redirectRefused(let fromHost, let toHost):
      self = .redirectRefused(fromHost: fromHost, toHost: toHost)
    case .fileSystem(let path, let reason):
      self = .fileSystem(path: path, reason: reason)
    case .other(let message):
      self = .unreachable(reason: message)
    }
  }
}

extension TransportError {
  /// A size limit as people read it: `8 MiB` from a mebibyte, else `512 bytes`.
  public static func sizeText(_ bytes: Int) -> String {
    bytes >= 1 << 20 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
  }
}
