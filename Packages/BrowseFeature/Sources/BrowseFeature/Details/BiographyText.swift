/// An artist's biography as servers send it, often HTML from Last.fm (`… <a href="…">Read more
/// on Last.fm</a>`), made plain text for a terminal.
///
/// Tags are dropped: `<br>` breaks the line, and a paragraph, a list item, a heading or a block
/// starts a new paragraph; what a link says stays. The common entities are decoded (`&amp;`,
/// `&lt;`, `&quot;`, `&#39;`, `&#x2014;`, `&nbsp;`, …); an unknown one, or a `<` that starts no
/// tag, is kept as written. The text's own line breaks stay. Spaces and tabs in a row become
/// one space, lines lose the spaces at their ends, paragraphs are one blank line apart, and the
/// text has no blank line at either end. Other control characters are left for the view to
/// escape.
enum BiographyText {
  /// The plain text of `html`; empty when it holds no words.
  static func plain(_ html: String) -> String {
    var text = ""
    var characters = html[...]
    while let character = characters.popFirst() {
      switch character {
      case "<":
        if let (name, rest) = tag(at: characters) {
          text += name == "br" ? "\n" : Self.paragraphTags.contains(name) ? "\n\n" : ""
          characters = rest
        } else {
          text.append(character)
        }
      case "&":
        if let (decoded, rest) = entity(at: characters) {
          text.append(decoded)
          characters = rest
        } else {
          text.append(character)
        }
      default:
        text.append(character)
      }
    }
    return tidied(text)
  }

  /// The tags that start or end a paragraph of their own.
  static let paragraphTags: Set<String> = [
    "p", "div", "li", "ul", "ol", "blockquote", "h1", "h2", "h3", "h4", "h5", "h6", "tr",
    "table", "section", "article", "hr",
  ]

  /// The named entities decoded.
  static let namedEntities: [String: Character] = [
    "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "ndash": "–",
    "mdash": "—", "hellip": "…", "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”",
    "copy": "©", "reg": "®", "trade": "™", "eacute": "é", "uuml": "ü", "ouml": "ö", "auml": "ä",
  ]

  /// The lower-cased name of the tag after a `<` (`a`, `br`, `p`; empty for a comment or a
  /// declaration) and the text after its `>`; `nil` when no tag starts here.
  private static func tag(at text: Substring) -> (String, Substring)? {
    guard let first = text.first, first.isLetter || first == "/" || first == "!",
      let end = text.firstIndex(of: ">")
    else { return nil }
    let name = text[..<end].drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }
    return (name.lowercased(), text[text.index(after: end)...])
  }

  /// The character an entity after a `&` stands for (`amp;`, `#39;`, `#x2014;`) and the text
  /// after its `;`; `nil` when no entity it knows starts here.
  private static func entity(at text: Substring) -> (Character, Substring)? {
    guard let end = text.prefix(12).firstIndex(of: ";") else { return nil }
    let name = text[..<end]
    let rest = text[text.index(after: end)...]
    if let named = namedEntities[String(name)] { return (named, rest) }
    guard name.first == "#" else { return nil }
    let digits = name.dropFirst()
    let value =
      digits.first == "x" || digits.first == "X"
      ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
    guard let value else { return nil }
    return (Character(Unicode.Scalar(value) ?? "\u{FFFD}"), rest)
  }

  /// `text` with spaces and tabs in a row made one, lines trimmed, at most one blank line in a
  /// row, and none at either end.
  private static func tidied(_ text: String) -> String {
    var lines: [String] = []
    for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      let words = line.split { $0 == " " || $0 == "\t" }.joined(separator: " ")
      if words.isEmpty, lines.last?.isEmpty ?? true { continue }
      lines.append(words)
    }
    if lines.last?.isEmpty == true { lines.removeLast() }
    return lines.joined(separator: "\n")
  }
}
