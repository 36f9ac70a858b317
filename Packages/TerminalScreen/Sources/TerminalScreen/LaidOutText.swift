import TerminalText

/// Escaped text fitted into a number of columns: the characters that fit, each with the columns
/// it takes, and whether the text was cut. Only the characters that fit are measured, so a
/// 10,000-character name costs what fits.
struct LaidOutText {
  /// A character of more UTF-8 bytes than this (a base with dozens of marks, as "zalgo" text
  /// stacks them) is drawn as its first scalar: what a cell holds stays small.
  static let maximumCharacterBytes = 64

  /// The characters to write, in order, each with its columns (1 or 2).
  private(set) var characters: [(Character, Int)] = []
  /// The columns the characters take.
  private(set) var columns = 0
  /// Whether the text was wider than the room.
  private(set) var isCut = false

  /// `text` in `room` columns; when it does not fit and `ellipsis`, its end becomes `…`.
  init(_ text: String, room: Int, ellipsis: Bool) {
    if !layOutPrintableASCII(text, room: room) { layOutCharacters(text, room: room) }
    guard isCut, ellipsis else { return }
    while columns + 1 > room, let (_, width) = characters.popLast() { columns -= width }
    while let (last, width) = characters.last, last == " " {  // no space before the `…`
      characters.removeLast()
      columns -= width
    }
    characters.append(("…", 1))
    columns += 1
  }

  /// Lays `text` out byte by byte when it is printable ASCII up to where the room ends (each
  /// byte a character of one column, as `DisplayWidth` measures it: no ASCII byte joins the
  /// printable one before it); `false`, with nothing laid out, at any other byte before then.
  private mutating func layOutPrintableASCII(_ text: String, room: Int) -> Bool {
    var laidOut: [(Character, Int)] = []
    for byte in text.utf8 {
      guard (0x20..<0x7F).contains(byte) else { return false }
      if laidOut.count >= room {
        isCut = true
        break
      }
      laidOut.append((Character(Unicode.Scalar(byte)), 1))
    }
    characters = laidOut
    columns = laidOut.count
    return true
  }

  /// Lays `text` out character by character, each measured.
  private mutating func layOutCharacters(_ text: String, room: Int) {
    for character in text {
      let character = Self.bounded(character)
      let width = DisplayWidth.columns(of: character)
      if width == 0 { continue }
      if columns + width > room {
        isCut = true
        break
      }
      characters.append((character, width))
      columns += width
    }
  }

  /// `character`, or its first scalar when it is longer than ``maximumCharacterBytes``.
  private static func bounded(_ character: Character) -> Character {
    guard character.utf8.count > maximumCharacterBytes, let first = character.unicodeScalars.first
    else { return character }
    return Character(first)
  }
}
