import TerminalScreen

/// A box of line characters, cleared inside, that an overlay draws over the screen.
enum PickerFrame {
  /// The style of the box's lines.
  static let lineStyle = Style.plain

  /// Draws the box's edges on the outermost cells of `box` and clears the cells inside.
  static func draw(in buffer: inout ScreenBuffer, box: Rect) {
    guard box.width >= 2, box.height >= 2 else { return }
    let edge = String(repeating: "─", count: box.width - 2)
    let sides = box.height - 2
    buffer.put("┌\(edge)┐", x: box.x, y: box.y, style: lineStyle)
    buffer.fill(x: box.x, y: box.y + 1, width: 1, height: sides, with: "│", style: lineStyle)
    buffer.fill(x: box.x + 1, y: box.y + 1, width: box.width - 2, height: sides)
    buffer.fill(x: box.maxX - 1, y: box.y + 1, width: 1, height: sides, with: "│", style: lineStyle)
    buffer.put("└\(edge)┘", x: box.x, y: box.maxY - 1, style: lineStyle)
  }
}
