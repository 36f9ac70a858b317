import TerminalScreen

extension PodcastsScreen {
  /// Acts on a key and says whether it was the screen's.
  ///
  /// The list keys (`ListMotion`) move the selection and are always the screen's; Enter,
  /// Right and `l` open the selected channel, Enter plays the selected episode (or says how to
  /// fetch it); Left, `h` and Backspace go back to the channels, `r` retries a level that failed
  /// and may succeed: these count as handled only when they did something. Keys with Control,
  /// Alt or Meta are never the screen's.
  public func handle(_ key: Key, modifiers: KeyModifiers) -> Bool {
    handleListKey(key, modifiers: modifiers) { key in
      switch key {
      case .enter: return openSelection()
      case .right, .character("l"):
        if case .episodes = level { return false }  // only Enter plays
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
