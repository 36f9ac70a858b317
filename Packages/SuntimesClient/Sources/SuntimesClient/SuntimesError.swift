/// Why a Suntimes request failed, in terms a person can act on. No case carries a URL.
public enum SuntimesError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The API refused the coordinates (`INVALID_REQUEST`).
  case invalidRequest
  /// The API refused the date (`INVALID_DATE`).
  case invalidDate
  /// The API refused the time zone (`INVALID_TZID`).
  case invalidTimeZone
  /// The API failed on its side (`UNKNOWN_ERROR`); the same request may succeed later.
  case serverFailure
  /// The API answered a status this client does not know.
  case unknownStatus(String)
  /// The answer was not the API's JSON (an HTML page, an empty or truncated body); the HTTP
  /// status and what was found instead.
  case unexpectedResponse(statusCode: Int, found: String)
  /// Nothing answered at the API's address.
  case unreachable(String)
  /// No complete answer came within the time budget, in seconds.
  case timedOut(seconds: Double)
  /// The request was cancelled.
  case cancelled

  /// A one-line message that names the cause.
  public var description: String {
    switch self {
    case .invalidRequest:
      return "the sunrise-sunset API refused the coordinates (INVALID_REQUEST)"
    case .invalidDate:
      return "the sunrise-sunset API refused the date (INVALID_DATE)"
    case .invalidTimeZone:
      return "the sunrise-sunset API refused the time zone (INVALID_TZID)"
    case .serverFailure:
      return "the sunrise-sunset API failed on its side (UNKNOWN_ERROR); try again later"
    case .unknownStatus(let status):
      return "the sunrise-sunset API answered an unknown status \(status)"
    case .unexpectedResponse(let statusCode, let found):
      return "the sunrise-sunset API answered HTTP \(statusCode) with \(found), not its JSON"
    case .unreachable(let reason):
      return "the sunrise-sunset API is unreachable: \(reason)"
    case .timedOut(let seconds):
      let shown = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
      return "the sunrise-sunset API gave no complete answer within \(shown) s"
    case .cancelled:
      return "the request to the sunrise-sunset API was cancelled"
    }
  }

  /// Whether trying the same request again may succeed.
  public var isRetryable: Bool {
    switch self {
    case .serverFailure, .unexpectedResponse, .unreachable, .timedOut, .cancelled:
      return true
    case .invalidRequest, .invalidDate, .invalidTimeZone, .unknownStatus:
      return false
    }
  }
}
