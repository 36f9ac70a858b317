import TerminalScreen

extension QueueScreen {
  /// Acts on a key and says whether it was the screen's.
  ///
  /// Up/`k` and Down/`j` move a row, Page Up and Page Down a page, Home/`g` and End/`G` to
  /// either end (these are the screen's even when the selection cannot move); then the
  /// ``PlaybackKeys``: Space, `n`, `b` while a song plays. Keys with Control, Alt or Meta and
  /// every other key are not the screen's.
  public func handle(_ key: Key, modifiers: KeyModifiers) -> Bool {
    guard modifiers.isDisjoint(with: [.control, .alt, .meta]) else { return false }
    guard let motion = ListMotion(key) else {
      return PlaybackKeys(store: store).handle(key, modifiers: modifiers)
    }
    moveSelection { $0.apply(motion, count: $1, height: $2) }
    return true
  }
}
