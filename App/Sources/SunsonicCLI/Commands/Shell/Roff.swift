import Foundation

/// Text made safe to put in roff(7) input, for the mdoc(7) manual page: whatever it holds, it is
/// shown as written and never read as a request, a macro or an escape sequence.
///
/// Everywhere: a backslash becomes `\e`, a hyphen `\-` (an ASCII minus, so that an option copied
/// from the page still works), an ellipsis `...`, another character beyond ASCII `\[uXXXX]`, a tab
/// a space, and other control characters are dropped.
enum Roff {
  /// The longest text line written, in bytes (mandoc's lint asks for at most 80).
  static let lineLength = 80

  /// `text` as the text lines of a filled paragraph: a sentence starts a line (mdoc's habit),
  /// a line break in `text` too, lines are folded at spaces to ``lineLength`` bytes (roff joins
  /// them again), blank lines are dropped (roff reads them as a paragraph break), and a line that
  /// would begin with `.` or `'` (a request) is put behind `\&`.
  static func textLines(_ text: String) -> [String] {
    text.split(whereSeparator: \.isNewline).flatMap(sentences).flatMap { sentence in
      folded(escaped(sentence.trimmingCharacters(in: .whitespaces))).map(guardedLineStart)
    }
  }

  /// `line` as one line of a literal display (`.Bd -literal`): its spaces kept, trailing ones
  /// dropped, a leading `.` or `'` behind `\&`.
  static func literalLine(_ line: String) -> String {
    var text = escaped(line)
    while text.hasSuffix(" ") { text.removeLast() }
    return guardedLineStart(text)
  }

  /// `word` as one argument on a macro line: quoted when it holds a space or is empty (a quote
  /// inside as `\(dq`), and behind `\&` when mdoc would take it for a macro's name (`Ar`, `Fl`,
  /// `%A`) or a delimiter (`|`, `(`, `.`).
  static func argument(_ word: String) -> String {
    let text = escaped(word).replacing("\"", with: "\\(dq")
    if text.isEmpty || text.contains(" ") { return "\"\(text)\"" }
    // mdoc's macros: a capital and one or two small letters (`Ar`, `Bro`), or `%` and a capital.
    let letters = Array(text)
    let looksLikeMacro =
      (2...3).contains(letters.count) && letters.allSatisfy(\.isASCII)
      && ((letters[0].isUppercase && letters.dropFirst().allSatisfy(\.isLowercase))
        || (letters.count == 2 && letters[0] == "%" && letters[1].isUppercase))
    let isDelimiter = text.count == 1 && ".,;:?!()[]|".contains(text)
    return looksLikeMacro || isDelimiter ? "\\&" + text : text
  }

  /// `text` with its backslashes, hyphens, characters beyond ASCII and control characters
  /// escaped, on one line (a line break becomes a space).
  static func escaped(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": escaped += "\\e"
      case "-": escaped += "\\-"
      case "\t", "\n", "\r": escaped += " "
      case "\u{2026}": escaped += "..."  // no roff glyph; "<?>" where only ASCII is drawn
      case _ where scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value): continue
      case _ where !scalar.isASCII:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        escaped += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// `line` (escaped) folded at spaces into lines of at most ``lineLength`` bytes with room for a
  /// `\&` in front; a longer word stays whole on a line of its own; a blank line is no line.
  private static func folded(_ line: String) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in line.split(separator: " ") {
      if !current.isEmpty, current.utf8.count + 1 + word.utf8.count > lineLength - 2 {
        lines.append(current)
        current = ""
      }
      current += (current.isEmpty ? "" : " ") + word
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  /// `line` behind `\&` when it begins with a character roff reads as a request's or a
  /// macro's start.
  private static func guardedLineStart(_ line: String) -> String {
    line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : line
  }

  /// `line` broken after each sentence: at `. `, `? ` or `! ` before a capital letter (so that
  /// "e.g. mpv" stays whole).
  private static func sentences(_ line: Substring) -> [Substring] {
    var sentences: [Substring] = []
    var start = line.startIndex
    var index = line.startIndex
    while index < line.endIndex {
      let next = line.index(after: index)
      if ".?!".contains(line[index]), next < line.endIndex, line[next] == " ",
        let following = line[next...].dropFirst().first, following.isUppercase
      {
        sentences.append(line[start..<next])
        start = line.index(after: next)
        index = start
        continue
      }
      index = next
    }
    sentences.append(line[start...])
    return sentences
  }
}
