import Locking
import SubsonicClient

/// How one request authenticates.
enum AuthenticationMethod: Sendable, Equatable {
  /// `u`, `t = md5(password + s)` and a fresh salt `s`.
  case token
  /// `u` and `p=enc:` + the password's UTF-8 bytes in hex.
  case password
  /// `apiKey` and no `u` (OpenSubsonic).
  case apiKey
}

/// The authentication parameters of one request, and the secrets among them (to redact).
struct Authentication: Sendable {
  /// `u`, `t`, `s`, `p` or `apiKey`, as the method needs.
  let parameters: QueryParameters
  /// Every credential the parameters carry.
  let secrets: [String]
}

/// Chooses and builds each request's authentication, and remembers for the client's lifetime
/// when the server refused tokens.
///
/// Password credentials start with token authentication. When the server refuses it (error 41,
/// or error 10, as supysonic answers `t` and `s`), the refused request is sent again with the
/// password, and if that is not refused in the same way, every later request uses the password
/// at once. The password, like an API key, is sent only over https or to a loopback host (decided
/// by address: ``LoopbackAddress``), unless the client was
/// created with `allowsInsecurePasswordAuthentication`: otherwise
/// ``SubsonicError/insecurePasswordAuthentication(host:)`` is thrown before it is sent.
final class Authenticator: Sendable {
  private let credentials: SubsonicCredentials
  private let server: SubsonicServer
  private let allowsInsecurePasswordAuthentication: Bool
  private let makeSalt: @Sendable () -> String
  private let refusesTokens: Locked<Bool>

  /// Creates the authenticator; `refusesTokens` is what an earlier run learnt of the server
  /// (``SubsonicServerMemory``); `makeSalt` gives a fresh salt for each token.
  init(
    credentials: SubsonicCredentials,
    server: SubsonicServer,
    allowsInsecurePasswordAuthentication: Bool,
    refusesTokens: Bool = false,
    makeSalt: @escaping @Sendable () -> String = Salt.make
  ) {
    self.credentials = credentials
    self.server = server
    self.allowsInsecurePasswordAuthentication = allowsInsecurePasswordAuthentication
    self.refusesTokens = Locked(refusesTokens)
    self.makeSalt = makeSalt
  }

  /// The user, for password credentials.
  var user: String? { credentials.user }

  /// Whether the server is known to refuse tokens for this user.
  var knowsTokensAreRefused: Bool { refusesTokens.withLock { $0 } }

  /// Forgets that the server refused tokens, after the password form itself was refused: the
  /// next run checks tokens again.
  func forgetRefusal() {
    refusesTokens.withLock { $0 = false }
  }

  /// The method for the next request.
  var method: AuthenticationMethod {
    switch credentials {
    case .apiKey: return .apiKey
    case .password: return refusesTokens.withLock { $0 } ? .password : .token
    }
  }

  /// The secrets every request may carry, whatever the method, as they are and as a URL
  /// carries them: the password (plain, hex and `enc:` hex) or the API key.
  var longLivedSecrets: [String] {
    let secrets: [String]
    switch credentials {
    case .password(_, let password):
      let hex = Hex.encode(password.utf8)
      secrets = [password, hex, "enc:" + hex]
    case .apiKey(let key):
      secrets = [key]
    }
    return secrets + secrets.map(QueryParameters.encode)
  }

  /// The parameters for one request authenticated by `method`. For `.password`, throws
  /// ``SubsonicError/insecurePasswordAuthentication(host:)`` when the connection does not
  /// protect it.
  func authentication(_ method: AuthenticationMethod) throws(SubsonicError) -> Authentication {
    switch (credentials, method) {
    case (.apiKey(let key), _):
      // As reusable as a password: the same rule.
      guard server.protectsPasswords || allowsInsecurePasswordAuthentication else {
        throw .insecurePasswordAuthentication(host: server.host)
      }
      var parameters = QueryParameters()
      parameters.add("apiKey", key)
      return Authentication(parameters: parameters, secrets: [key])
    case (.password(let user, let password), .token):
      let salt = makeSalt()
      let token = MD5.hex(password + salt)
      var parameters = QueryParameters()
      parameters.add("u", user)
      parameters.add("t", token)
      parameters.add("s", salt)
      return Authentication(parameters: parameters, secrets: [token, salt])
    case (.password(let user, let password), _):
      guard server.protectsPasswords || allowsInsecurePasswordAuthentication else {
        throw .insecurePasswordAuthentication(host: server.host)
      }
      let encoded = "enc:" + Hex.encode(password.utf8)
      var parameters = QueryParameters()
      parameters.add("u", user)
      parameters.add("p", encoded)
      return Authentication(parameters: parameters, secrets: longLivedSecrets)
    }
  }

  /// Whether `error`, answered to a request authenticated by `method`, means "no tokens
  /// here": a request worth sending again with the password.
  func shouldFallBackToPassword(after error: SubsonicError, sentWith method: AuthenticationMethod)
    -> Bool
  {
    guard method == .token, case .api(let apiError) = error else { return false }
    switch apiError.code {
    case .tokenAuthenticationNotSupported, .missingParameter: return true
    default: return false
    }
  }

  /// Records the outcome of a request sent again with the password after `refusal`: tokens are
  /// given up for good after error 41, and after error 10 unless the password request was
  /// refused with error 10 too (then a parameter was really missing, and tokens may be fine).
  func recordPasswordRetry(after refusal: SubsonicError, outcome: SubsonicError?) {
    if case .api(let first) = refusal, first.code == .missingParameter,
      case .api(let second)? = outcome, second.code == .missingParameter
    {
      return
    }
    if case .insecurePasswordAuthentication? = outcome { return }
    refusesTokens.withLock { $0 = true }
  }
}

/// Salts for token authentication.
enum Salt {
  /// 16 lowercase hex digits (64 bits) from the system's cryptographically secure generator.
  @Sendable static func make() -> String {
    var generator = SystemRandomNumberGenerator()
    let value = generator.next() as UInt64
    return Hex.encode((0..<8).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) })
  }
}
