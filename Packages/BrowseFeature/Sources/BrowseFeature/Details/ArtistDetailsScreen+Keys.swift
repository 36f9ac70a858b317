import TerminalScreen

extension ArtistDetailsScreen {
  /// Acts on a key and says whether it was the screen's.
  ///
  /// Up/`k` and Down/`j` move the selection in the similar artists a row, Home/`g` and End/`G`
  /// to either end; Page Up and Page Down scroll the biography a page (with no similar artists
  /// to select, every one of these scrolls the biography). These are the screen's even when
  /// nothing can move. Enter, Right and `l` open the similar artist selected when it is in the
  /// library, and `r` retries information that failed and may load: these count as handled
  /// only when they did something. Keys with Control, Alt or Meta and every other key are not
  /// the screen's (Esc, `i` and Tab are the root's).
  public func handle(_ key: Key, modifiers: KeyModifiers) -> Bool {
    guard modifiers.isDisjoint(with: [.control, .alt, .meta]) else { return false }
    if let motion = ListMotion(key) {
      let isPage = if case .pages = motion { true } else { false }
      if isPage || similarArtists.isEmpty {
        scrollBiography(motion)
      } else {
        moveSelection { $0.apply(motion, count: $1, height: $2) }
      }
      return true
    }
    switch key {
    case .enter, .right, .character("l"): return openSelection()
    case .character("r"): return retry()
    default: return false
    }
  }

  /// A mouse click on the similar artist drawn `listRow` rows below the list's top: selects
  /// it, or opens it (as Enter) when it was selected. Whether an artist was there.
  @discardableResult
  public func click(listRow: Int) -> Bool {
    let count = similarArtists.count
    guard let row = selection.index(atVisibleRow: listRow, count: count, height: listHeight)
    else { return false }
    guard row != selection.clamped(count: count, height: listHeight).index else {
      return openSelection()
    }
    moveSelection { $0.select(row, count: $1, height: $2) }
    return true
  }
}
