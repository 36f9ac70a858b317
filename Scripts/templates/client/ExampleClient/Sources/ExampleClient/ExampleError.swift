/// Why a Example request failed, in terms a person can act on. No case carries a URL.
public enum ExampleError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The client refused an argument before sending anything; what was wrong.
  case invalidArgument(String)
  /// The service answered an HTTP error status.
  case httpStatus(Int)
  /// The answer was not the service's JSON: the HTTP status, and what was found instead.
  case unexpectedResponse(statusCode: Int, found: String)
  /// Nothing answered at the service's address; why.
  case unreachable(String)
  /// No complete answer came within the time budget, in seconds.
  case timedOut(seconds: Double)
  /// The request was cancelled.
  case cancelled

  /// A one-line message that names the cause.
  public var description: String {
    switch self {
    case .invalidArgument(let reason):
      return "invalid argument: \(reason)"
    case .httpStatus(let status):
      return "the Example service answered HTTP \(status)"
    case .unexpectedResponse(let statusCode, let found):
      return "the Example service answered HTTP \(statusCode) with \(found),"
        + " not its JSON"
    case .unreachable(let reason):
      return "the Example service is unreachable: \(reason)"
    case .timedOut(let seconds):
      let shown = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
      return "the Example service gave no complete answer within \(shown) s"
    case .cancelled:
      return "the request to the Example service was cancelled"
    }
  }

  /// Whether trying the same request again may succeed.
  public var isRetryable: Bool {
    switch self {
    case .unreachable, .timedOut, .cancelled:
      return true
    case .httpStatus(let status), .unexpectedResponse(let status, _):
      return status == 408 || status == 429 || (500...599).contains(status)
    case .invalidArgument:
      return false
    }
  }
}
