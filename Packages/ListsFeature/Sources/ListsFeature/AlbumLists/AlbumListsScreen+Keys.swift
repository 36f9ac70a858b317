import TerminalScreen

extension AlbumListsScreen {
  /// Acts on a key and says whether it was the screen's.
  ///
  /// The list keys (``ListMotion``: arrows, `j`/`k`, pages, Home/End, `g`/`G`) move the
  /// selection of the list shown, and are the screen's even when it cannot move; `t` shows the
  /// next kind of list and `T` the one before, round the row. Enter, Right and `l` open the
  /// selected genre or album; Left, `h` and Backspace go back from a genre's albums to the
  /// genres; `r` asks again for what failed: these three are the screen's only when they did
  /// something. Every other key, and every key with Control, Alt or Meta, is left to the root.
  public func handle(_ key: Key, modifiers: KeyModifiers) -> Bool {
    handleListKey(key, modifiers: modifiers) { key in
      switch key {
      case .character("t"): show(kind.next)
      case .character("T"): show(kind.previous)
      case .enter, .right, .character("l"): return openSelection()
      case .left, .backspace, .character("h"): return goBack()
      case .character("r"): return retry()
      default: return false
      }
      return true
    }
  }

  /// A mouse click on the row drawn `listRow` rows below the list's top
  /// (``AlbumListsView/listArea(in:)``): selects it, or opens it (as Enter) when it was
  /// selected. Whether a row was there.
  @discardableResult
  public func click(listRow: Int) -> Bool {
    clickRow(listRow, open: openSelection)
  }
}
