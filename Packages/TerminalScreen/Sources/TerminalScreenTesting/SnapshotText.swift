import TerminalScreen

/// A buffer as the text of a golden file: its rows as ``ScreenBuffer/lines()`` gives them, the
/// line `--- styles`, then ``ScreenBuffer/styleLines()`` (the marks under the rows, then their
/// legend).
public enum SnapshotText {
  /// The line between the rows and the styles.
  public static let separator = "--- styles"

  /// The golden text of `buffer`, ending with a line feed.
  public static func of(_ buffer: ScreenBuffer) -> String {
    (buffer.lines() + [separator] + buffer.styleLines()).joined(separator: "\n") + "\n"
  }

  /// The lines of a golden text, without the empty lines at its end (which an editor may add
  /// or strip: the rows before the separator keep their count whatever happens at the end).
  static func lines(of text: String) -> [String] {
    // "\r\n" is one Character: a file saved with CRLF splits on it too.
    var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
      .map(String.init)
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }
}
