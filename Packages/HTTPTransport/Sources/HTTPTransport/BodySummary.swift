import Foundation

/// Names what an answer that is not the expected JSON holds, for a live client's
/// `unexpectedResponse(statusCode:found:)`: an empty body, XML, an HTML page with its title, JSON
/// cut short, or other text. Never the raw body: at most a short hint from it, taken after
/// ``redact`` (a client's credentials), cut to ``hintLimit`` characters of a safe alphabet
/// (letters, digits, spaces and plain punctuation; no `?`, `=`, `&` or `%`, so no query or token
/// survives whole).
public struct BodySummary: Sendable {
  /// Nothing, or only white space.
  public static let empty = "an empty body"
  /// JSON cut short or broken.
  public static let malformedJSON = "truncated or malformed JSON"

  /// The longest hint taken from a body.
  public let hintLimit: Int
  /// Whether a hint longer than ``hintLimit`` is cut at a word's end (else at the limit).
  public let cutsAtWordEnd: Bool
  /// How the starts of an XML body read, lowercased (`<?xml`, a client's root element).
  public let xmlStarts: [String]
  /// What an XML body is called (`an XML document`, with a client's note).
  public let xmlDocument: String
  /// Takes credentials out of text before a hint is made of it.
  public let redact: @Sendable (String) -> String

  /// A summary; by default hints are cut hard at 40 characters, XML is a body starting `<?xml`
  /// and nothing is redacted.
  public init(
    hintLimit: Int = 40,
    cutsAtWordEnd: Bool = false,
    xmlStarts: [String] = ["<?xml"],
    xmlDocument: String = "an XML document",
    redact: @escaping @Sendable (String) -> String = { $0 }
  ) {
    self.hintLimit = hintLimit
    self.cutsAtWordEnd = cutsAtWordEnd
    self.xmlStarts = xmlStarts
    self.xmlDocument = xmlDocument
    self.redact = redact
  }

  /// Markup (a body starting with `<`): XML, or an HTML page with its title when it has one.
  public func markup(_ text: Substring) -> String {
    let head = text.prefix(4_096)
    let lowered = head.lowercased()
    if xmlStarts.contains(where: lowered.hasPrefix) { return xmlDocument }
    guard let title = Self.between("<title", "</title>", in: head),
      let hint = hint(Substring(redact(String(title))))
    else { return "an HTML page" }
    return "an HTML page titled \"\(hint)\""
  }

  /// A body that is neither empty, markup nor JSON: text with a hint of its start, or the size
  /// of a body that is not UTF-8 text.
  public func notJSON(_ body: Data) -> String {
    guard let text = String(data: body.prefix(4_096), encoding: .utf8) else {
      return "a body that is not text (\(body.count) bytes)"
    }
    guard let hint = hint(Substring(redact(String(text.prefix(200))))) else {
      return "text that is not JSON"
    }
    return "text that is not JSON, starting \"\(hint)\""
  }

  /// `text` reduced to the safe alphabet, runs of anything else collapsed into one space, cut to
  /// ``hintLimit`` characters when longer; `nil` when nothing is left.
  public func hint(_ text: Substring) -> String? {
    var result = ""
    var pendingSpace = false
    for character in text {
      guard result.count <= hintLimit else { break }
      if Self.isSafe(character) {
        if pendingSpace, !result.isEmpty { result.append(" ") }
        pendingSpace = false
        result.append(character)
      } else {
        pendingSpace = true
      }
    }
    if result.count > hintLimit {
      result = String(result.prefix(cutsAtWordEnd ? hintLimit + 1 : hintLimit))
      if cutsAtWordEnd {
        if let space = result.lastIndex(of: " ") {
          result = String(result[..<space])
        } else {
          result = String(result.prefix(hintLimit))
        }
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
