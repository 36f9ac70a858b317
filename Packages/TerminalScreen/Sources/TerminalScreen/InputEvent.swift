/// What bytes from the terminal mean.
public enum InputEvent: Hashable, Sendable {
  /// A key, with the modifiers held.
  case key(Key, modifiers: KeyModifiers)
  /// Text pasted while bracketed paste (`?2004`) was on, as it came: never read as keys, its
  /// control characters kept (escape it before showing it). At most
  /// ``InputParser/maximumPasteBytes``; the rest of a longer paste is dropped.
  case paste(String)
  /// A mouse event (SGR reporting, `?1006`).
  case mouse(MouseEvent)
  /// The terminal's window got the focus (focus reporting, `?1004`).
  case focusGained
  /// The terminal's window lost the focus.
  case focusLost
  /// The answer to the query for synchronized output (`ESC[?2026$p`): whether the terminal
  /// supports it (the reply `ESC[?2026;N$y` with N 1 or 2).
  case synchronizedOutputSupport(Bool)
  /// A cursor position report (the answer to `ESC[6n`), 0-based.
  case cursorPosition(x: Int, y: Int)
  /// A sequence this parser does not know, or bytes that are not valid UTF-8: never text.
  case unknown([UInt8])
}
