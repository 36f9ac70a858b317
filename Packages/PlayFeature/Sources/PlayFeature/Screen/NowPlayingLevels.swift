import TerminalScreen

/// What the now-playing bars show at the right of their second row: the volume when it is not
/// full (`vol 60%`) or `muted`, dim, or in its place what a control that failed says, in yellow;
/// nothing at full volume. Written once for the queue's bar and the station's.
@MainActor
struct NowPlayingLevels {
  /// The style of the volume and of `muted`.
  static let quietStyle = Style(dim: true)
  /// The style of what a control that failed says.
  static let controlMessageStyle = Style(foreground: .yellow)

  /// The text and its style; `nil` for nothing to show.
  let shown: (text: String, style: Style)?

  /// The levels of `store`, or `controlMessage` in their place.
  init(_ store: some PlayerLevelsStore, controlMessage: String?) {
    if let controlMessage {
      shown = (controlMessage, Self.controlMessageStyle)
    } else {
      shown = store.levelsText.map { ($0, Self.quietStyle) }
    }
  }

  /// Splits `row` into what is left of it and the levels' part at its right (a gap of 2 before
  /// them, at most half the row), and draws the levels there.
  func draw(in buffer: inout ScreenBuffer, row: Rect) -> Rect {
    guard let shown else { return row }
    let (rest, levels) = row.splitRight(min(shown.text.count + 2, row.width / 2))
    let area = levels.splitLeft(2).rest
    if !area.isEmpty {
      buffer.put(shown.text, in: area, alignment: .right, style: shown.style)
    }
    return rest
  }
}
