/// Why a Subsonic request failed, in terms a person can act on. No case carries a URL, a
/// password, a token, a salt or an API key, and every ``description`` is one line.
public enum SubsonicError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The server answered `status: failed` with an error code and message.
  case api(SubsonicAPIError)
  /// The server answered an HTTP error status with no Subsonic error in the body.
  case httpStatus(Int)
  /// The answer was not what the endpoint sends (XML, an HTML page, an empty or undecodable
  /// body where JSON was expected, JSON where a file was); the HTTP status and what was found.
  case unexpectedResponse(statusCode: Int, found: String)
  /// The server does not implement the endpoint (HTTP 404 or an explicit "not supported").
  case notSupported(endpoint: String)
  /// The server answered HTTP 404, with no Subsonic answer in it, for the one item a call
  /// named on an endpoint it has (the cover of an album without art, on beetstream): that item
  /// is not there. `kind` says what it is (`cover art`, `song`, `lyrics`), `item` how the call
  /// named it (its id; artist and title for lyrics).
  case itemNotFound(kind: String, item: String)
  /// Password or API key authentication over plain http to a host that is not loopback was
  /// refused before anything was sent: the secret would cross the network readable and reusable.
  case insecurePasswordAuthentication(host: String)
  /// Nothing answered at the server's address; why (refused, unknown host, TLS failure).
  case unreachable(String)
  /// No complete answer came within the time budget, in seconds.
  case timedOut(seconds: Double)
  /// The request was cancelled.
  case cancelled
  /// A downloaded file could not be written; the local path and why.
  case fileSystem(path: String, reason: String)
  /// The client refused an argument before sending anything (a rating outside 0...5, an empty
  /// star target); what was wrong.
  case invalidArgument(String)

  /// A one-line message that names the cause.
  public var description: String {
    switch self {
    case .api(let error):
      return error.description
    case .httpStatus(let status):
      return "the Subsonic server answered HTTP \(status)"
    case .unexpectedResponse(let statusCode, let found):
      return "the Subsonic server answered HTTP \(statusCode) with \(oneLine(found)),"
        + " not what the endpoint sends"
    case .notSupported("ping"):
      // Every Subsonic server has ping: nothing at /rest/ping means the address is not the API's.
      return "no Subsonic API at this address (ping was not found): the address may need the"
        + " server's path, such as https://host/music"
    case .notSupported(let endpoint):
      return "the Subsonic server does not support \(endpoint)"
    case .itemNotFound(let kind, let item):
      return "the Subsonic server has no \(oneLine(kind)) \"\(oneLine(item))\" (HTTP 404)"
    case .insecurePasswordAuthentication(let host):
      return "refused to send the password or API key to \(oneLine(host)) over plain http, where"
        + " anyone on the network could read and reuse it: use https, or allow it explicitly"
    case .unreachable(let reason):
      return "the Subsonic server is unreachable: \(oneLine(reason))"
    case .timedOut(let seconds):
      let shown = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
      return "the Subsonic server gave no complete answer within \(shown) s"
    case .cancelled:
      return "the request to the Subsonic server was cancelled"
    case .fileSystem(let path, let reason):
      return "could not write \(oneLine(path)): \(oneLine(reason))"
    case .invalidArgument(let reason):
      return "invalid argument: \(oneLine(reason))"
    }
  }

  /// Whether the server refused the credentials or the user's rights (error codes 40 to 44
  /// and 50), or an HTTP 401 came back: asking again with the same settings will not help.
  public var isAuthenticationFailure: Bool {
    switch self {
    case .api(let error):
      return error.code.isAuthenticationFailure
    case .httpStatus(let status):
      return status == 401
    default:
      return false
    }
  }

  /// Whether trying the same request again may succeed: the network, a time-out, a
  /// cancellation, or an HTTP status that says "later" (408, 429, 5xx).
  public var isRetryable: Bool {
    switch self {
    case .unreachable, .timedOut, .cancelled:
      return true
    case .httpStatus(let status), .unexpectedResponse(let status, _):
      return status == 408 || status == 429 || (500...599).contains(status)
    case .api, .notSupported, .itemNotFound, .insecurePasswordAuthentication, .fileSystem,
      .invalidArgument:
      return false
    }
  }
}

/// An error the server reported in a `status: failed` answer.
public struct SubsonicAPIError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The error code.
  public var code: SubsonicErrorCode
  /// The server's message, when it sent one.
  public var message: String?
  /// The API version the server speaks, for error 30 (the server must upgrade): the version
  /// its answer gave, so that a client can ask again in it.
  public var serverVersion: String?

  /// Creates an error.
  public init(code: SubsonicErrorCode, message: String? = nil, serverVersion: String? = nil) {
    self.code = code
    self.message = message
    self.serverVersion = serverVersion
  }

  /// `the Subsonic server answered error 70 (requested data not found): Album not found`.
  public var description: String {
    var text = "the Subsonic server answered error \(code.rawValue) (\(code.summary))"
    if let message, !message.isEmpty {
      text += ": \(oneLine(message))"
    }
    return text
  }
}

/// The Subsonic API's error codes, every documented one, and ``other(_:)`` for the rest.
public enum SubsonicErrorCode: Sendable, Hashable, CustomStringConvertible {
  /// 0: a generic error (supysonic also uses it for malformed ids and unknown methods).
  case generic
  /// 10: a required parameter is missing.
  case missingParameter
  /// 20: incompatible versions; the client must upgrade.
  case clientMustUpgrade
  /// 30: incompatible versions; the server must upgrade.
  case serverMustUpgrade
  /// 40: wrong username or password.
  case wrongCredentials
  /// 41: token authentication is not supported for this user (LDAP users).
  case tokenAuthenticationNotSupported
  /// 42: the authentication mechanism is not supported (OpenSubsonic).
  case authenticationMechanismNotSupported
  /// 43: more than one authentication mechanism was given (OpenSubsonic).
  case conflictingAuthentication
  /// 44: the API key is invalid (OpenSubsonic).
  case invalidAPIKey
  /// 50: the user is not authorized for the operation.
  case notAuthorized
  /// 60: the trial period of the Subsonic server is over.
  case trialExpired
  /// 70: the requested data was not found.
  case notFound
  /// A code the specification does not document.
  case other(Int)

  /// The code for a number, documented or not.
  public init(_ rawValue: Int) {
    switch rawValue {
    case 0: self = .generic
    case 10: self = .missingParameter
    case 20: self = .clientMustUpgrade
    case 30: self = .serverMustUpgrade
    case 40: self = .wrongCredentials
    case 41: self = .tokenAuthenticationNotSupported
    case 42: self = .authenticationMechanismNotSupported
    case 43: self = .conflictingAuthentication
    case 44: self = .invalidAPIKey
    case 50: self = .notAuthorized
    case 60: self = .trialExpired
    case 70: self = .notFound
    default: self = .other(rawValue)
    }
  }

  /// The number.
  public var rawValue: Int {
    switch self {
    case .generic: return 0
    case .missingParameter: return 10
    case .clientMustUpgrade: return 20
    case .serverMustUpgrade: return 30
    case .wrongCredentials: return 40
    case .tokenAuthenticationNotSupported: return 41
    case .authenticationMechanismNotSupported: return 42
    case .conflictingAuthentication: return 43
    case .invalidAPIKey: return 44
    case .notAuthorized: return 50
    case .trialExpired: return 60
    case .notFound: return 70
    case .other(let code): return code
    }
  }

  /// What the specification says the code means.
  public var summary: String {
    switch self {
    case .generic: return "generic error"
    case .missingParameter: return "required parameter is missing"
    case .clientMustUpgrade: return "client must upgrade"
    case .serverMustUpgrade: return "server must upgrade"
    case .wrongCredentials: return "wrong username or password"
    case .tokenAuthenticationNotSupported: return "token authentication not supported"
    case .authenticationMechanismNotSupported: return "authentication mechanism not supported"
    case .conflictingAuthentication: return "conflicting authentication mechanisms"
    case .invalidAPIKey: return "invalid API key"
    case .notAuthorized: return "user is not authorized for the operation"
    case .trialExpired: return "trial period is over"
    case .notFound: return "requested data not found"
    case .other: return "undocumented error"
    }
  }

  /// Whether the code is about credentials or rights: 40 to 44, and 50.
  public var isAuthenticationFailure: Bool {
    switch self {
    case .wrongCredentials, .tokenAuthenticationNotSupported,
      .authenticationMechanismNotSupported, .conflictingAuthentication, .invalidAPIKey,
      .notAuthorized:
      return true
    default:
      return false
    }
  }

  /// `70 (requested data not found)`.
  public var description: String { "\(rawValue) (\(summary))" }
}

/// `text` with line breaks turned into spaces, so that a description stays one line.
private func oneLine(_ text: String) -> String {
  // Most texts have none: their UTF-8 is checked for the bytes that start or end one (CR to LF,
  // NEL, LINE and PARAGRAPH SEPARATOR), not walked character by character.
  let mayBreak = text.utf8.withContiguousStorageIfAvailable { bytes in
    bytes.contains { (0x0A...0x0D).contains($0) || $0 == 0x85 || $0 == 0xA8 || $0 == 0xA9 }
  }
  guard mayBreak != false else { return text }
  return String(text.map { $0.isNewline ? " " : $0 })
}
