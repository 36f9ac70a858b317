import TerminalScreen

extension PlaylistPicker {
  /// Acts on a key while the picker is open and says whether it was the picker's: every key is,
  /// but a Control key it does not use (Ctrl-C, Ctrl-L, Ctrl-Z stay the root's). Closed, it
  /// takes none.
  ///
  /// Choosing: Up/`k` and Down/`j` move a row, Page Up and Page Down a page, Home/`g` and
  /// End/`G` to either end; Enter adds the songs to the playlist selected or opens the name
  /// field on "New playlist…"; `r` retries the playlists when they failed; Esc closes the
  /// picker. In the name field: printable characters are typed, Backspace (or Ctrl-H) deletes
  /// the last one, Ctrl-U clears the name, Enter creates the playlist, Esc closes the field.
  /// While the songs are being added, keys wait.
  public func handle(_ key: Key, modifiers: KeyModifiers) -> Bool {
    guard isOpen else { return false }
    if modifiers.contains(.control) { return handleControl(key) }
    guard modifiers.isDisjoint(with: [.alt, .meta]) else { return true }
    switch step {
    case .choosing: handleInList(key)
    case .naming(let name): handleInField(key, name: name)
    case .adding: break
    }
    return true
  }

  /// Types `text`, pasted (bracketed paste), into the name field, its line breaks and other
  /// control characters made spaces. Whether the picker took it: it takes every paste while
  /// open, and types only in the name field.
  @discardableResult
  public func handlePaste(_ text: String) -> Bool {
    guard isOpen else { return false }
    if case .naming(let name) = step { setName(name + text) }
    return true
  }

  /// Selects the row `listRow` rows below the top of the list shown, when there is one, while
  /// choosing; a click on the row already selected acts as Enter. Whether it did something.
  @discardableResult
  public func click(listRow: Int) -> Bool {
    guard isOpen, step == .choosing,
      let index = selection.index(atVisibleRow: listRow, count: rowCount, height: listHeight)
    else { return false }
    if index == selection.clamped(count: rowCount, height: listHeight).index { return choose() }
    moveSelection { $0.select(index, count: $1, height: $2) }
    return true
  }

  private func handleControl(_ key: Key) -> Bool {
    guard case .naming(let name) = step else { return false }
    switch key {
    case .character("u"): setName("")
    case .character("h"): setName(String(name.dropLast()))
    default: return false
    }
    return true
  }

  private func handleInList(_ key: Key) {
    if let motion = ListMotion(key) {
      moveSelection { $0.apply(motion, count: $1, height: $2) }
      return
    }
    switch key {
    case .enter: choose()
    case .escape: cancel()
    case .character("r"): retry()
    default: break
    }
  }

  private func handleInField(_ key: Key, name: String) {
    switch key {
    case .character(let character): setName(name + String(character))
    case .backspace: setName(String(name.dropLast()))
    case .enter: choose()
    case .escape: cancel()
    default: break
    }
  }
}
