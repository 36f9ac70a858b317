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
    guard modifiers.isDisjoint(with: [.control, .alt, .meta]) else { return false }
    if let motion = ListMotion(key) {
      moveSelection { $0.apply(motion, count: $1, height: $2) }
      return true
    }
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

  /// A mouse click on the row drawn `listRow` rows below the list's top: selects it, or opens
  /// it (as Enter) when it was selected. Whether a row was there.
  @discardableResult
  public func click(listRow: Int) -> Bool {
    guard
      let index = selection.index(atVisibleRow: listRow, count: rowCount, height: listHeight)
    else { return false }
    if index == selection.clamped(count: rowCount, height: listHeight).index {
      return openSelection()
    }
    moveSelection { $0.select(index, count: $1, height: $2) }
    return true
  }
}
