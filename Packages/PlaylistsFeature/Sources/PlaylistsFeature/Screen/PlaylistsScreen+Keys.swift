import TerminalScreen

extension PlaylistsScreen {
  /// Acts on a key and says whether it was the screen's.
  ///
  /// Up/`k` and Down/`j` move a row, Page Up and Page Down a page, Home/`g` and End/`G` to
  /// either end (these are the screen's even when the selection cannot move); Enter, Right and
  /// `l` open the selected playlist, Enter plays the selected song; Left, `h` and Backspace go
  /// back to the playlists, `r` retries a level that failed and may succeed: these count as
  /// handled only when they did something, so a root can give them another meaning. Keys with
  /// Control, Alt or Meta are never the screen's.
  public func handle(_ key: Key, modifiers: KeyModifiers) -> Bool {
    handleListKey(key, modifiers: modifiers) { key in
      switch key {
      case .enter: return openSelection()
      case .right, .character("l"): return level == .playlists && openSelection()
      case .left, .backspace, .character("h"): return goBack()
      case .character("r"): return retry()
      default: return false
      }
    }
  }

  /// Selects the row `listRow` rows below the top of the list shown, when there is one; a click
  /// on the row already selected opens it, as Enter does. Whether the click did something.
  @discardableResult
  public func click(listRow: Int) -> Bool {
    clickRow(listRow, open: openSelection)
  }
}
