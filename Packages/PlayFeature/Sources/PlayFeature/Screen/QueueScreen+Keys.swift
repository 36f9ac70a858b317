import TerminalScreen

extension QueueScreen {
  /// Acts on a key and says whether it was the screen's.
  ///
  /// Up/`k` and Down/`j` move a row, Page Up and Page Down a page, Home/`g` and End/`G` to
  /// either end (these are the screen's even when the selection cannot move); Enter plays the
  /// selected song (``playSelection()``); then the ``PlaybackKeys`` (pause, next, previous,
  /// seek, volume, mute) while a song plays. Keys with Control, Alt or Meta and every other key are not the screen's.
  public func handle(_ key: Key, modifiers: KeyModifiers) -> Bool {
    handleListKey(key, modifiers: modifiers) { key in
      key == .enter ? playSelection() : PlaybackKeys(store: store).handle(key, modifiers: modifiers)
    }
  }

  /// Plays the selected song of the queue, the song playing ended. Whether the queue plays and
  /// has the song.
  @discardableResult
  public func playSelection() -> Bool {
    let index = selectedIndex
    guard currentIndex != nil, store.queue.indices.contains(index) else { return false }
    let store = self.store
    Task { await store.jump(to: index) }
    return true
  }

  /// A mouse click on the row drawn `listRow` rows below the queue's top: selects it, or plays
  /// it (as Enter) when it was selected. Whether a song was there.
  @discardableResult
  public func click(listRow: Int) -> Bool {
    clickRow(listRow, open: playSelection)
  }
}
