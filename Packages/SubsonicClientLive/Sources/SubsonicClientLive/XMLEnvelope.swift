import Foundation

/// Reads the error out of an XML Subsonic answer:
/// `<subsonic-response status="failed" …><error code="70" message="…"/></subsonic-response>`.
///
/// The client always asks for JSON, but a server may answer a media request's error in XML
/// (`text/xml`), the API's original format. Only a failed envelope is read; nothing else of the
/// XML is ever needed. A tolerant scan rather than an XML parser: FoundationXML needs libxml2 at
/// run time, and two attributes of two elements are all there is to find.
enum XMLEnvelope {
  /// The error code and message of a failed XML answer, and the API version it gives; `nil`
  /// when `data` is not one.
  static func failure(in data: Data) -> (code: Int, message: String?, version: String?)? {
    let text = String(decoding: data.prefix(65_536), as: UTF8.self)
    guard let root = startTag("subsonic-response", in: text),
      attribute("status", in: root) == "failed"
    else { return nil }
    let version = attribute("version", in: root)
    guard let error = startTag("error", in: text) else { return (0, nil, version) }
    let code = attribute("code", in: error).flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    return (code ?? 0, attribute("message", in: error), version)
  }

  /// The inside of the first start tag named `name` (`<name` followed by a space, `/` or `>`),
  /// up to its `>`, with any namespace prefix allowed (`<ns:name`).
  private static func startTag(_ name: String, in text: String) -> Substring? {
    var searchStart = text.startIndex
    while let open = text.range(of: "<", range: searchStart..<text.endIndex) {
      var nameStart = open.upperBound
      guard let tagEnd = text[nameStart...].firstIndex(of: ">") else { return nil }
      let tag = text[nameStart..<tagEnd]
      let tagName = tag.prefix { !$0.isWhitespace && $0 != "/" }
      if let colon = tagName.lastIndex(of: ":") { nameStart = tagName.index(after: colon) }
      if text[nameStart..<tagName.endIndex] == name { return tag[tagName.endIndex...] }
      searchStart = tagEnd
    }
    return nil
  }

  /// The value of `name="…"` (or `'…'`) in a tag's inside, with entities decoded.
  private static func attribute(_ name: String, in tag: Substring) -> String? {
    var rest = tag
    while let range = rest.range(of: name) {
      let before = rest[..<range.lowerBound].last
      var after = rest[range.upperBound...].drop { $0.isWhitespace }
      rest = rest[range.upperBound...]
      guard before.map(\.isWhitespace) ?? true, after.first == "=" else { continue }
      after = after.dropFirst().drop { $0.isWhitespace }
      guard let quote = after.first, quote == "\"" || quote == "'",
        let close = after.dropFirst().firstIndex(of: quote)
      else { return nil }
      return decodeEntities(after[after.index(after: after.startIndex)..<close])
    }
    return nil
  }

  /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;` and numeric references decoded.
  private static func decodeEntities(_ text: Substring) -> String {
    var result = ""
    var rest = text
    while let amp = rest.firstIndex(of: "&") {
      result += rest[..<amp]
      guard let semicolon = rest[amp...].firstIndex(of: ";"),
        rest.distance(from: amp, to: semicolon) <= 10
      else {
        result += "&"
        rest = rest[rest.index(after: amp)...]
        continue
      }
      let entity = rest[rest.index(after: amp)..<semicolon]
      if let decoded = decode(entity) {
        result += decoded
      } else {
        result += rest[amp...semicolon]
      }
      rest = rest[rest.index(after: semicolon)...]
    }
    return result + rest
  }

  private static func decode(_ entity: Substring) -> String? {
    switch entity {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    default:
      guard entity.hasPrefix("#") else { return nil }
      let digits = entity.dropFirst()
      let value =
        digits.hasPrefix("x") || digits.hasPrefix("X")
        ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
      return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
    }
  }
}
