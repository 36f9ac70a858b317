import TerminalText

extension ScreenBuffer {
  /// Writes `text` on the top row of `area`, kept to the left or right edge, in `style`; text
  /// wider than the area is cut and ends with `…` (at the left edge, whatever the alignment).
  /// Escaped and measured in display columns as ``put(_:x:y:style:maxWidth:)`` does.
  public mutating func put(
    _ text: String, in area: Rect, alignment: TextAlignment, style: Style = .plain
  ) {
    guard !area.isEmpty else { return }
    var x = area.x
    if alignment == .right {
      let line = LaidOutText(
        TerminalEscape.escaped(text, keepingLineFeeds: false), room: area.width, ellipsis: false)
      if !line.isCut { x = area.maxX - line.columns }
    }
    put(text, x: x, y: area.y, style: style, maxWidth: area.maxX - x)
  }
}
