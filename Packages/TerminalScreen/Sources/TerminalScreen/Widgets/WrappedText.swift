import TerminalText

/// A text broken into lines that each fit a width in display columns: what a view shows of a
/// text longer than a row (lyrics, a biography, a long path), one line a row.
///
/// Every line break of the text (`\n`, `\r\n`, `\r` and Unicode's other newlines) ends a line,
/// and an empty line stays an empty line. Within a line, the text breaks at spaces: a word goes
/// to the next line when it does not fit after the words before it, and the spaces where it
/// breaks are dropped; a word wider than the whole width starts a line and is broken between
/// its characters. A wide character takes two columns and is never split.
///
/// The text is escaped first, as ``ScreenBuffer`` escapes what it writes (`TerminalEscape`): a
/// control character is wrapped as the `\u001B` it shows as, so the lines measure what is drawn.
public struct WrappedText: Hashable, Sendable {
  /// The lines, each at most the width (a wide character in a width of 1 is a line of its own).
  public let lines: [String]

  /// `text` broken into lines of at most `width` columns; a width below 1 counts as 1.
  public init(_ text: String, width: Int) {
    var breaker = LineBreaker(width: max(1, width))
    for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      for character in TerminalEscape.escaped(String(paragraph), keepingLineFeeds: false) {
        breaker.add(character)
      }
      breaker.endParagraph()
    }
    lines = breaker.lines
  }
}

/// Puts characters into lines one at a time, a word at a time.
private struct LineBreaker {
  let width: Int
  private(set) var lines: [String] = []
  /// The line being filled, and its columns.
  private var line = ""
  private var lineColumns = 0
  /// Spaces read after the line's last word, written only when a word follows on the line.
  private var spaces = 0
  /// The word being read, and its columns.
  private var word = ""
  private var wordColumns = 0

  init(width: Int) {
    self.width = width
  }

  mutating func add(_ character: Character) {
    guard character != " " else {
      placeWord()
      spaces += 1
      return
    }
    word.append(character)
    wordColumns += DisplayWidth.columns(of: character)
  }

  /// Ends the line being filled and the paragraph: trailing spaces are dropped.
  mutating func endParagraph() {
    placeWord()
    lines.append(line)
    (line, lineColumns, spaces) = ("", 0, 0)
  }

  /// Puts the word read on the line, or on the next, or across lines when it is too wide.
  private mutating func placeWord() {
    guard !word.isEmpty else { return }
    defer { (word, wordColumns, spaces) = ("", 0, 0) }
    if lineColumns + spaces + wordColumns <= width {
      line += String(repeating: " ", count: spaces) + word
      lineColumns += spaces + wordColumns
      return
    }
    if !line.isEmpty { startLine() }
    guard wordColumns > width else {
      (line, lineColumns) = (word, wordColumns)
      return
    }
    for character in word {
      let columns = DisplayWidth.columns(of: character)
      if lineColumns + columns > width, !line.isEmpty { startLine() }
      line.append(character)
      lineColumns += columns
    }
  }

  private mutating func startLine() {
    lines.append(line)
    (line, lineColumns) = ("", 0)
  }
}
