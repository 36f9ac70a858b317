import SubsonicClient

/// Removes credentials from text before it goes into an error: the secrets a request carried
/// (the password, its hex, the API key, the token and salt), wherever they appear, and the
/// value of any `p=`, `t=`, `s=`, `apiKey=` or `password=` parameter, known or not.
///
/// Applied to everything the client did not write itself: the server's error messages, hints
/// from unexpected bodies, and the transport's messages.
struct CredentialRedactor: Sendable {
  /// The parameters whose values are credentials.
  static let credentialParameters = ["apiKey", "password", "p", "t", "s"]

  /// The exact secrets, longest first so that a secret inside another goes with it.
  private let secrets: [String]

  /// A redactor for `secrets` (empty ones are ignored).
  init(secrets: [String]) {
    self.secrets = Set(secrets.filter { !$0.isEmpty }).sorted {
      $0.count != $1.count ? $0.count > $1.count : $0 < $1
    }
  }

  /// This redactor with `more` secrets.
  func adding(_ more: [String]) -> CredentialRedactor {
    CredentialRedactor(secrets: secrets + more)
  }

  /// `text` with every secret and every credential parameter's value replaced by `<redacted>`.
  func redact(_ text: String) -> String {
    var result = text
    for secret in secrets where result.contains(secret) {
      result = result.replacingOccurrences(of: secret, with: SubsonicCredentials.redacted)
    }
    return Self.redactParameters(result)
  }

  /// `error` with every text it carries passed through ``redact(_:)``.
  func redact(_ error: SubsonicError) -> SubsonicError {
    switch error {
    case .api(var apiError):
      apiError.message = apiError.message.map(redact)
      return .api(apiError)
    case .unexpectedResponse(let statusCode, let found):
      return .unexpectedResponse(statusCode: statusCode, found: redact(found))
    case .unreachable(let reason):
      return .unreachable(redact(reason))
    case .fileSystem(let path, let reason):
      return .fileSystem(path: redact(path), reason: redact(reason))
    case .invalidArgument(let reason):
      return .invalidArgument(redact(reason))
    case .notSupported(let endpoint):
      return .notSupported(endpoint: redact(endpoint))
    case .itemNotFound(let kind, let item):
      return .itemNotFound(kind: kind, item: redact(item))
    case .insecurePasswordAuthentication(let host):
      return .insecurePasswordAuthentication(host: redact(host))
    case .httpStatus, .timedOut, .cancelled:
      return error
    }
  }

  /// Replaces the value of `name=value` for every credential parameter name that starts the
  /// text or follows a character that is not a letter or digit (`?p=…`, `&t=…`, ` s=…`).
  /// The value ends at `&`, `#`, white space or a quote; running this again on its own output
  /// changes nothing.
  static func redactParameters(_ text: String) -> String {
    let characters = Array(text)
    var result = ""
    var index = 0
    outer: while index < characters.count {
      let atBoundary =
        index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber)
      if atBoundary {
        for name in credentialParameters {
          let pattern = Array(name + "=")
          guard index + pattern.count <= characters.count,
            Array(characters[index..<index + pattern.count]) == pattern
          else { continue }
          index += pattern.count
          result += name + "="
          let valueStart = index
          while index < characters.count, !endsValue(characters[index]) { index += 1 }
          // An empty value stays empty; an already redacted one stays as it is.
          if index > valueStart { result += SubsonicCredentials.redacted }
          continue outer
        }
      }
      result.append(characters[index])
      index += 1
    }
    return result
  }

  private static func endsValue(_ character: Character) -> Bool {
    character.isWhitespace || "&#\"'".contains(character)
  }
}
