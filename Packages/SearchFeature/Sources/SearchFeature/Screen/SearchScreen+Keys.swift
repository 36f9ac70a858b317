import TerminalScreen

extension SearchScreen {
  /// Acts on a key and says whether it was the screen's.
  ///
  /// On the query line: printable characters are typed, Backspace (or Ctrl-H) deletes the last
  /// one, Ctrl-U clears the query; Down, Tab and Enter go to the results. In the results: Up/`k`
  /// and Down/`j` move a row (Up on the first row goes back to the query line, as Shift-Tab
  /// does), Page Up and Page Down a page, Home/`g` and End/`G` to either end, Enter chooses the
  /// row (``chooseSelection()``), `r` retries a failure. A key that changed nothing (Backspace
  /// on an empty query, `r` with nothing to retry), any other key and every key with Alt or Meta
  /// are not the screen's, so the root can give them a meaning (`q`, `/`, `?` in the results).
  public func handle(_ key: Key, modifiers: KeyModifiers) -> Bool {
    guard modifiers.isDisjoint(with: [.alt, .meta]) else { return false }
    if modifiers.contains(.control) { return handleControl(key) }
    switch focus {
    case .query: return handleInQuery(key)
    case .results: return handleInResults(key)
    }
  }

  /// Types `text`, pasted (bracketed paste): appended to the query, its line breaks and other
  /// control characters made spaces; the query line takes the keys.
  public func handlePaste(_ text: String) {
    focusQuery()
    setQuery(query + text)
  }

  private func handleControl(_ key: Key) -> Bool {
    switch key {
    case .character("u"):
      guard !query.isEmpty else { return false }
      focusQuery()
      setQuery("")
    case .character("h"): return deleteLastCharacter()
    default: return false
    }
    return true
  }

  private func handleInQuery(_ key: Key) -> Bool {
    switch key {
    case .character(let character): setQuery(query + String(character))
    case .backspace: return deleteLastCharacter()
    case .down, .tab, .enter: focusResults()
    default: return false
    }
    return true
  }

  private func handleInResults(_ key: Key) -> Bool {
    if let motion = ListMotion(key) {
      if motion == .rows(-1), rows.firstSelectable.map({ selection.index <= $0 }) ?? true {
        focusQuery()  // Up on the first row goes back to the query line
      } else {
        moveSelection(step: motion.direction) { $0.apply(motion, count: $1, height: $2) }
      }
      return true
    }
    switch key {
    case .backtab: focusQuery()
    case .enter: return chooseSelection()
    case .character("r"): return retry()
    default: return false
    }
    return true
  }

  private func deleteLastCharacter() -> Bool {
    guard !query.isEmpty else { return false }
    focusQuery()
    setQuery(String(query.dropLast()))
    return true
  }

  /// A mouse click on the row drawn `listRow` rows below the results' top: selects a result
  /// (the results take the keys), or chooses it (as Enter) when it was selected. Whether a
  /// result was there: a header or a blank row is not one.
  @discardableResult
  public func click(listRow: Int) -> Bool {
    let rows = self.rows
    guard
      let index = selection.index(atVisibleRow: listRow, count: rows.count, height: listHeight),
      rows[index].isSelectable
    else { return false }
    let wasSelected = focus == .results && index == selection.index
    focusResults()
    if wasSelected { return chooseSelection() }
    moveSelection(step: 1) { $0.select(index, count: $1, height: $2) }
    return true
  }
}
