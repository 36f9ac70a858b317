import TerminalScreen

extension RadioStationsScreen {
  /// Acts on a key and says whether it was the screen's.
  ///
  /// The list keys (`ListMotion`) move the selection and are always the screen's; Enter plays
  /// the station selected and `r` retries stations that failed and may load: these count as
  /// handled only when they did something. Keys with Control, Alt or Meta are never the
  /// screen's.
  public func handle(_ key: Key, modifiers: KeyModifiers) -> Bool {
    handleListKey(key, modifiers: modifiers) { key in
      switch key {
      case .enter: playSelection()
      case .character("r"): retry()
      default: false
      }
    }
  }

  /// A mouse click on the row drawn `listRow` rows below the list's top: selects it, or plays
  /// it (as Enter) when it was selected. Whether a row was there.
  @discardableResult
  public func click(listRow: Int) -> Bool {
    clickRow(listRow, open: playSelection)
  }
}
