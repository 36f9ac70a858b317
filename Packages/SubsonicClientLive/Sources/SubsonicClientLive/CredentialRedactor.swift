import Foundation
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

  /// The secrets as UTF-8, each as given and in its composed and decomposed forms (a server
  /// may echo `café` as `cafe` and a combining accent); longest first.
  private let secrets: [[UInt8]]

  /// A redactor for `secrets` (empty ones are ignored).
  init(secrets: [String]) {
    let forms = secrets.filter { !$0.isEmpty }.flatMap {
      [$0, $0.precomposedStringWithCanonicalMapping, $0.decomposedStringWithCanonicalMapping]
    }
    self.secrets = Set(forms.map { Array($0.utf8) }).sorted {
      $0.count != $1.count ? $0.count > $1.count : $0.lexicographicallyPrecedes($1)
    }
  }

  /// This redactor with `more` secrets.
  func adding(_ more: [String]) -> CredentialRedactor {
    CredentialRedactor(secrets: secrets.map { String(decoding: $0, as: UTF8.self) } + more)
  }

  /// `text` with every secret and every credential parameter's value replaced by `<redacted>`.
  ///
  /// One pass over the text's UTF-8, so that a server's 15 MiB error message costs a fraction
  /// of a second even in a debug build. A secret matches its bytes in any of its forms (UTF-8
  /// is self-synchronising, so a match starts and ends on whole scalars).
  func redact(_ text: String) -> String {
    String(decoding: Self.redacting(Array(text.utf8), secrets: secrets), as: UTF8.self)
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
  /// text or follows a character that is not an ASCII letter or digit (`?p=…`, `&t=…`, ` s=…`).
  /// The value ends at `&`, `#`, ASCII white space or a quote; running this again on its own
  /// output changes nothing. Where it errs, it redacts more: a name after a non-ASCII letter
  /// (`ép=…`) counts, and a value runs on through non-ASCII spaces.
  static func redactParameters(_ text: String) -> String {
    String(decoding: redacting(Array(text.utf8), secrets: []), as: UTF8.self)
  }

  private static let redactedBytes = Array(SubsonicCredentials.redacted.utf8)
  private static let parameterPatterns = credentialParameters.map { Array(($0 + "=").utf8) }

  /// `text` with every secret and every credential parameter's value replaced: secrets that
  /// overlap or touch go as one `<redacted>`, so no part of any is left; a parameter's value
  /// runs on over any secret in it, and a name that a secret starts inside is no name.
  /// Spans with nothing to redact are copied whole.
  private static func redacting(_ text: [UInt8], secrets: [[UInt8]]) -> [UInt8] {
    // The bytes at which a secret or a credential parameter's name may start.
    var mayStart = [Bool](repeating: false, count: 256)
    for first in secrets.compactMap(\.first) + parameterPatterns.compactMap(\.first) {
      mayStart[Int(first)] = true
    }
    var result: [UInt8] = []
    result.reserveCapacity(text.count)
    text.withUnsafeBufferPointer { bytes in
      // The length of the longest secret found at `index`.
      func secretLength(at index: Int) -> Int? {
        guard mayStart[Int(bytes[index])] else { return nil }
        return secrets.first { bytes.hasPrefix($0, at: index) }?.count
      }
      // Where the secrets starting at `index` end, with every secret that starts before that
      // end; nil when none starts at `index`.
      func secretsEnd(from index: Int) -> Int? {
        guard let length = secretLength(at: index) else { return nil }
        var end = index + length
        var next = index + 1
        while next < end {
          if let more = secretLength(at: next) { end = max(end, next + more) }
          next += 1
        }
        return end
      }
      var index = 0
      var unwritten = 0  // where the bytes read but not yet written start
      while index < bytes.count {
        guard mayStart[Int(bytes[index])] else {
          index += 1
          continue
        }
        if let end = secretsEnd(from: index) {
          result.append(contentsOf: bytes[unwritten..<index])
          result.append(contentsOf: redactedBytes)
          index = end
          unwritten = index
          continue
        }
        let previous = index > unwritten ? bytes[index - 1] : result.last
        guard previous.map(isASCIILetterOrDigit) != true,
          let pattern = parameterPatterns.first(where: { bytes.hasPrefix($0, at: index) }),
          !(index + 1..<index + pattern.count).contains(where: { secretLength(at: $0) != nil })
        else {
          index += 1
          continue
        }
        index += pattern.count
        // The value goes, with any secret in it whole (a space in a password does not end it);
        // an empty value stays empty.
        let valueStart = index
        while index < bytes.count {
          if let end = secretsEnd(from: index) {
            index = end
          } else if endsValue(bytes[index]) {
            break
          } else {
            index += 1
          }
        }
        result.append(contentsOf: bytes[unwritten..<valueStart])
        if index > valueStart { result.append(contentsOf: redactedBytes) }
        unwritten = index
      }
      result.append(contentsOf: bytes[unwritten..<bytes.count])
    }
    return result
  }

  private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
    let lowered = byte | 0x20  // ASCII letters only differ in this bit by case
    return (byte >= 0x30 && byte <= 0x39) || (lowered >= 0x61 && lowered <= 0x7A)
  }

  private static func endsValue(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x09...0x0D, 0x20, UInt8(ascii: "&"), UInt8(ascii: "#"), UInt8(ascii: "\""),
      UInt8(ascii: "'"):
      return true
    default:
      return false
    }
  }
}

extension UnsafeBufferPointer<UInt8> {
  /// Whether `pattern` is found at `index`, wholly within these bytes.
  fileprivate func hasPrefix(_ pattern: [UInt8], at index: Int) -> Bool {
    guard index >= 0, pattern.count <= count - index else { return false }
    for offset in pattern.indices where self[index + offset] != pattern[offset] { return false }
    return true
  }
}
