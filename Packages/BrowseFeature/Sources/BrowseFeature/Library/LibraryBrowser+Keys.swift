import TerminalScreen

extension LibraryBrowser {
  /// Acts on a key and says whether it was the browser's.
  ///
  /// Up/`k` and Down/`j` move a row, Page Up and Page Down a page, Home/`g` and End/`G` to
  /// either end (these are the browser's even when the selection cannot move); Enter, Right and
  /// `l` open the selected artist or album, Enter plays the selected song; Left, `h` and Backspace go back, `r`
  /// retries a level that failed and may succeed: these count as handled only when they did
  /// something, so a root can give them another meaning (Left at the artists, say). Keys with
  /// Control, Alt or Meta are never the browser's.
  public func handle(_ key: Key, modifiers: KeyModifiers) -> Bool {
    handleListKey(key, modifiers: modifiers) { key in
      switch key {
      case .enter: return openSelection()
      case .right, .character("l"):
        if case .songs = level { return false }  // only Enter plays
        return openSelection()
      case .left, .backspace, .character("h"): return goBack()
      case .character("r"): return retry()
      default: return false
      }
    }
  }

  /// A mouse click on the row drawn `listRow` rows below the list's top: selects it, or opens
  /// it (as Enter) when it was selected. Whether a row was there.
  @discardableResult
  public func click(listRow: Int) -> Bool {
    clickRow(listRow, open: openSelection)
  }
}
