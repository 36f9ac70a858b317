/// Why an HTTP exchange failed below the API: the network, time, size, redirects, the disk.
///
/// No case carries a URL or a query: URLs of the live clients can carry credentials.
public enum TransportError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Nothing answered at `host` (refused, no route, unknown name).
  case unreachable(host: String)
  /// The exchange took longer than its time budget.
  case timedOut(seconds: Double)
  /// The connection broke before the answer was complete.
  case connectionLost(host: String)
  /// The task that made the request was cancelled.
  case cancelled
  /// The answer's body passed the limit on what is read into memory.
  case bodyTooLarge(limit: Int)
  /// The server redirected to another host; it was not followed, so credentials stay put.
  case redirectRefused(fromHost: String, toHost: String)
  /// A file could not be written, moved or removed.
  case fileSystem(path: String, reason: String)
  /// Any other failure, described without the URL.
  case other(String)

  /// A one-line message a person can act on.
  public var description: String {
    switch self {
    case .unreachable(let host):
      return "cannot connect to \(host): is the server running and the address right?"
    case .timedOut(let seconds):
      return "no complete answer within \(Self.format(seconds)) s (raise it with --timeout)"
    case .connectionLost(let host):
      return "the connection to \(host) was lost before the answer was complete"
    case .cancelled:
      return "cancelled"
    case .bodyTooLarge(let limit):
      return "the answer is larger than \(Self.sizeText(limit)), far more than the API sends"
    case .redirectRefused(let fromHost, let toHost):
      return
        "\(fromHost) redirected to another host, \(toHost); not followed so that credentials"
        + " are not sent there: use the final address directly"
    case .fileSystem(let path, let reason):
      return "cannot write \(path): \(reason)"
    case .other(let message):
      return message
    }
  }

  private static func format(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
  }
}
