/// The display width as the app measured it before ``DisplayWidth``, every character through
/// `Unicode.Scalar.Properties` (the code as it was, unchanged): the reference the fast one must
/// agree with, and what the table of ranges is generated from.
enum ReferenceDisplayWidth {
  /// The columns `text` takes.
  static func columns<Text: StringProtocol>(of text: Text) -> Int {
    text.reduce(0) { $0 + columns(of: $1) }
  }

  /// The columns one character (a grapheme: a base with its marks, or an emoji sequence) takes.
  static func columns(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.contains(where: \.properties.isEmojiPresentation)
      || (first.properties.isEmoji && scalars.contains("\u{FE0F}"))
    {
      return 2
    }
    if isWide(first) { return 2 }
    switch first.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator:
      return 0
    default:
      return 1
    }
  }

  /// The longest start of `text` that fits in `columns`.
  static func prefix(_ text: String, fitting columns: Int) -> Substring {
    var used = 0
    var end = text.startIndex
    for index in text.indices {
      let width = self.columns(of: text[index])
      if used + width > columns { break }
      used += width
      end = text.index(after: index)
    }
    return text[..<end]
  }

  /// Wide and fullwidth ranges of Unicode's East Asian Width property (W and F).
  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
      0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
      0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
