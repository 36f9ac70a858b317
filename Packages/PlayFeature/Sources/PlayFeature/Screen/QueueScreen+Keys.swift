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
    switch key {
    case .up, .character("k"): moveSelection { $0.move(by: -1, count: $1, height: $2) }
    case .down, .character("j"): moveSelection { $0.move(by: 1, count: $1, height: $2) }
    case .pageUp: moveSelection { $0.page(by: -1, count: $1, height: $2) }
    case .pageDown: moveSelection { $0.page(by: 1, count: $1, height: $2) }
    case .home, .character("g"): moveSelection { $0.moveToFirst(count: $1, height: $2) }
    case .end, .character("G"): moveSelection { $0.moveToLast(count: $1, height: $2) }
    default: return PlaybackKeys(store: store).handle(key, modifiers: modifiers)
    }
    return true
  }
}
