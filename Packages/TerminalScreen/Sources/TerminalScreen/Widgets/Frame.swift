/// A box of line characters, cleared inside, that an overlay draws over the screen (the key
/// help, the playlist picker), with an optional title on its top edge: `┌─ Keys ───┐`.
public enum Frame {
  /// The style of the box's lines.
  public static let lineStyle = Style.plain
  /// The style of the title.
  public static let titleStyle = Style(bold: true)

  /// Draws the box's edges on the outermost cells of `box`, clears the cells inside, and puts
  /// `title` (escaped, cut with `…` to the edge) on the top edge two columns in.
  public static func draw(in buffer: inout ScreenBuffer, box: Rect, title: String? = nil) {
    guard box.width >= 2, box.height >= 2 else { return }
    let edge = String(repeating: "─", count: box.width - 2)
    let sides = box.height - 2
    buffer.put("┌\(edge)┐", x: box.x, y: box.y, style: lineStyle)
    buffer.fill(x: box.x, y: box.y + 1, width: 1, height: sides, with: "│", style: lineStyle)
    buffer.fill(x: box.x + 1, y: box.y + 1, width: box.width - 2, height: sides)
    buffer.fill(x: box.maxX - 1, y: box.y + 1, width: 1, height: sides, with: "│", style: lineStyle)
    buffer.put("└\(edge)┘", x: box.x, y: box.maxY - 1, style: lineStyle)
    if let title, box.width > 6 {
      buffer.put(" \(title) ", x: box.x + 2, y: box.y, style: titleStyle, maxWidth: box.width - 4)
    }
  }
}
