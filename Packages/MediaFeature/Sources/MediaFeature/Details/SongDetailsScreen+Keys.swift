import TerminalScreen

extension SongDetailsScreen {
  /// Acts on a key and says whether it was the screen's.
  ///
  /// Up/`k` and Down/`j` scroll the text a line, Page Up and Page Down a page, Home/`g` and
  /// End/`G` to either end (these are the screen's even when the text cannot move); `r` retries
  /// lyrics that failed and may load, and counts as handled only then. Keys with Control, Alt
  /// or Meta and every other key are not the screen's (Esc and `i`, which close the details,
  /// are the root's).
  public func handle(_ key: Key, modifiers: KeyModifiers) -> Bool {
    guard modifiers.isDisjoint(with: [.control, .alt, .meta]) else { return false }
    if let motion = ListMotion(key) {
      scroll(motion)
      return true
    }
    return key == .character("r") && retry()
  }
}
