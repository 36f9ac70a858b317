import TerminalText

/// What a player program said (mpv's `file_error`), made fit for a one-line message: text from
/// another program, so its control and bidi characters are escaped (``TerminalEscape``), runs of
/// white space are one space, and it is cut after ``maximumCharacters``.
enum PlayerWords {
  /// The most characters kept of what the player said.
  static let maximumCharacters = 120

  /// `said` made safe to show, or `nil` when nothing but white space is left.
  static func shown(_ said: String) -> String? {
    let words = said.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    guard !words.isEmpty else { return nil }
    let kept = words.count > maximumCharacters ? words.prefix(maximumCharacters) + "…" : words
    return TerminalEscape.escaped(kept, keepingLineFeeds: false)
  }
}
