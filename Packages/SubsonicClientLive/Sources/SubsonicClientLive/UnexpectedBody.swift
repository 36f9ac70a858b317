import Foundation

/// Names what an answer that is not the expected JSON holds, for
/// `SubsonicError.unexpectedResponse(statusCode:found:)`. Never the raw body: at most a short
/// hint from it, taken after credentials are redacted, cut to ``hintLimit`` characters of a
/// safe alphabet (letters, digits, spaces and plain punctuation; no `?`, `=`, `&` or `%`).
enum UnexpectedBody {
  /// The longest hint taken from a body.
  static let hintLimit = 40

  /// Nothing, or only white space.
  static let empty = "an empty body"

  /// JSON cut short or broken.
  static let malformedJSON = "truncated or malformed JSON"

  /// Well-formed JSON in another shape; `reason` names what is missing or wrong.
  static func foreignJSON(_ reason: String) -> String {
    "JSON that is not a Subsonic answer (\(reason))"
  }

  /// A Subsonic answer that lacks what the endpoint returns; `reason` names what.
  static func incomplete(_ reason: String) -> String {
    "a Subsonic answer without the expected data (\(reason))"
  }

  /// Markup (a body starting with `<`): XML, or an HTML page with its title when it has one.
  static func markup(_ text: Substring, redactor: CredentialRedactor) -> String {
    let head = text.prefix(4_096)
    let lowered = head.lowercased()
    if lowered.hasPrefix("<?xml") || lowered.hasPrefix("<subsonic-response") {
      return "an XML document (the server ignored f=json)"
    }
    guard let title = between("<title", "</title>", in: head),
      let hint = hint(Substring(redactor.redact(String(title))))
    else { return "an HTML page" }
    return "an HTML page titled \"\(hint)\""
  }

  /// A body that is neither empty, markup nor JSON.
  static func notJSON(_ body: Data, redactor: CredentialRedactor) -> String {
    guard let text = String(data: body.prefix(4_096), encoding: .utf8) else {
      return "a body that is not text (\(body.count) bytes)"
    }
    guard let hint = hint(Substring(redactor.redact(String(text.prefix(200))))) else {
      return "text that is not JSON"
    }
    return "text that is not JSON, starting \"\(hint)\""
  }

  /// `text` reduced to a safe alphabet, runs of anything else collapsed into one space, cut to
  /// ``hintLimit`` characters at a word's end when it is longer; `nil` when nothing is left.
  static func hint(_ text: Substring) -> String? {
    var result = ""
    var pendingSpace = false
    for character in text {
      guard result.count <= hintLimit else { break }
      if isSafe(character) {
        if pendingSpace, !result.isEmpty { result.append(" ") }
        pendingSpace = false
        result.append(character)
      } else {
        pendingSpace = true
      }
    }
    if result.count > hintLimit {
      result = String(result.prefix(hintLimit + 1))
      if let space = result.lastIndex(of: " ") {
        result = String(result[..<space])
      } else {
        result = String(result.prefix(hintLimit))
      }
    }
    return result.isEmpty ? nil : result
  }

  private static func isSafe(_ character: Character) -> Bool {
    guard character.isASCII, let scalar = character.unicodeScalars.first else { return false }
    if character.isLetter || character.isNumber { return true }
    return " .,:;!'()/_-".unicodeScalars.contains(scalar) && character != " "
  }

  /// The text between the end of the tag that starts with `open` and `close`, ignoring case.
  private static func between(_ open: String, _ close: String, in text: Substring) -> Substring? {
    guard let openRange = text.range(of: open, options: .caseInsensitive),
      let tagEnd = text[openRange.upperBound...].firstIndex(of: ">"),
      let closeRange = text[tagEnd...].range(of: close, options: .caseInsensitive)
    else { return nil }
    return text[text.index(after: tagEnd)..<closeRange.lowerBound]
  }
}
