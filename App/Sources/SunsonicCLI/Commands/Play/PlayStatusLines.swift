/// The bytes that draw `play`'s status line on a terminal (standard error), with a line of
/// lyrics under it when `play` follows them (``PlayLyricsLine``), and the bytes that erase them.
///
/// Without lyrics, the status line is drawn as it always was (`\r`, the line, erase to its end)
/// and erased alone. With them, a second line goes under it when the song has one: a new line,
/// the lyrics, then the cursor back up at the start of the status line (the first new line may
/// scroll the screen, which moving up follows); and erasing clears from the status line to the
/// end of the screen, where nothing but the status lines is.
struct PlayStatusLines {
  /// Whether a line of lyrics may be drawn.
  let followsLyrics: Bool

  /// Erases to the end of the line, or of the screen when lyrics may be under it.
  private var eraseBelow: String { followsLyrics ? "\u{1B}[J" : "\u{1B}[K" }

  /// The bytes that draw `status` (already escaped and fitted) and, under it, `lyrics`.
  func drawing(_ status: String, lyrics: String? = nil) -> String {
    guard let lyrics, followsLyrics else { return "\r" + status + eraseBelow }
    return "\r" + status + "\u{1B}[K\n\r" + lyrics + "\u{1B}[K\u{1B}[A\r"
  }

  /// The bytes that erase what was drawn, leaving the cursor at the start of the status line.
  var erasing: String { "\r" + eraseBelow }
}
