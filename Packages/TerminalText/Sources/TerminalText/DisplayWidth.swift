/// How many terminal columns text takes: East Asian wide characters and emoji take two, combining
/// marks and other zero-width characters none, everything else one (as wcwidth(3) counts).
///
/// A character (a grapheme: a base with its marks, or an emoji sequence) takes two columns when
/// any of its scalars has emoji presentation, or when it starts with an emoji and holds the emoji
/// variation selector U+FE0F; otherwise its first scalar decides: two for East Asian wide and
/// fullwidth (W and F), none for marks (Mn, Me), formats (Cf), controls (Cc) and line and
/// paragraph separators, one for the rest.
///
/// Measured on every frame of the full-screen UI and every cell of a table, so the common cases
/// are cheap: ASCII text is counted byte by byte, and a scalar's width is read from
/// ``DisplayWidthTable`` (ranges generated from the toolchain's Unicode properties and checked
/// against them for every scalar by the tests) instead of asking the properties each time.
public enum DisplayWidth {
  /// The columns `text` takes.
  public static func columns(of text: String) -> Int { columns(ofText: text) }

  /// The columns `text` takes.
  public static func columns(of text: Substring) -> Int { columns(ofText: text) }

  // Concrete entry points: a generic one called from another module runs unspecialized, about
  // five times slower on ASCII (Scripts/bench-width).
  private static func columns<Text: StringProtocol>(ofText text: Text) -> Int {
    let (asciiColumns, rest) = asciiStart(of: text, fitting: .max)
    guard let rest else { return asciiColumns }
    var total = asciiColumns
    for character in text[rest...] { total += columns(of: character) }
    return total
  }

  /// The columns one character takes.
  public static func columns(of character: Character) -> Int {
    var scalars = character.unicodeScalars.makeIterator()
    guard let first = scalars.next() else { return 0 }
    guard let second = scalars.next() else { return DisplayWidthTable.columns(of: first.value) }
    var hasEmojiVariation = false
    var scalar: Unicode.Scalar? = second
    while let next = scalar {
      if next.value == 0xFE0F {
        hasEmojiVariation = true
      } else if mayHaveEmojiPresentation(next.value), next.properties.isEmojiPresentation {
        return 2
      }
      scalar = scalars.next()
    }
    if hasEmojiVariation, first.properties.isEmoji { return 2 }
    return DisplayWidthTable.columns(of: first.value)
  }

  /// The longest start of `text` that fits in `columns`.
  public static func prefix(_ text: String, fitting columns: Int) -> Substring {
    let (used, rest) = asciiStart(of: text, fitting: columns)
    guard let rest else { return text[...] }
    var total = used
    var end = rest
    for index in text[rest...].indices {
      let width = self.columns(of: text[index])
      if total + width > columns { break }
      total += width
      end = text.index(after: index)
    }
    return text[..<end]
  }

  /// The columns of the longest start of `text` made of ASCII characters that fits in `limit`,
  /// and where the rest begins (`nil` when the whole text was counted). Each ASCII character is
  /// a grapheme of its own but for CR LF (both none) and the last one before a non-ASCII scalar,
  /// which may carry marks: the rest begins at that one.
  private static func asciiStart<Text: StringProtocol>(of text: Text, fitting limit: Int)
    -> (columns: Int, rest: Text.Index?)
  {
    let utf8 = text.utf8
    var used = 0
    var index = utf8.startIndex
    // The last two ASCII characters: where each starts and whether it was counted.
    var previous: (index: Text.Index, byte: UInt8)?
    var beforePrevious: (index: Text.Index, byte: UInt8)?
    while index != utf8.endIndex {
      let byte = utf8[index]
      if byte >= 0x80 {
        guard var start = previous else { return (0, index) }
        if start.byte == 0x0A, let crlf = beforePrevious, crlf.byte == 0x0D { start = crlf }
        // Take back what the characters from `start` counted (printable ones count one).
        for byte in utf8[start.index..<index] where (0x20...0x7E).contains(byte) { used -= 1 }
        return (used, start.index)
      }
      let width = (0x20...0x7E).contains(byte) ? 1 : 0
      if used + width > limit { return (used, index) }
      used += width
      beforePrevious = previous
      previous = (index, byte)
      index = utf8.index(after: index)
    }
    return (used, nil)
  }

  /// Every scalar with emoji presentation lies in one of these ranges (checked by the tests), so
  /// no other scalar needs its properties looked up.
  static func mayHaveEmojiPresentation(_ value: UInt32) -> Bool {
    (0x231A...0x2B55).contains(value) || (0x1F004...0x1FAFF).contains(value)
  }
}
