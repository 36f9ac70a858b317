/// Writes the cells of one frame as terminal bytes: moves the cursor only where the next cell
/// is not where the cursor is, and changes the style only where it differs.
///
/// A frame starts with the cursor unknown and the terminal in the plain style, and ends (with
/// ``finish()``) in the plain style again.
struct FrameWriter {
  /// The bytes so far.
  private(set) var bytes: [UInt8] = []
  private var cursor = CursorMovement()
  private var style = Style.plain
  private let width: Int
  private let noColor: Bool

  /// A writer for a frame `width` columns wide.
  init(width: Int, noColor: Bool) {
    self.width = width
    self.noColor = noColor
  }

  /// The style a cell is drawn in: without colours under `NO_COLOR`.
  func drawnStyle(of cell: Cell) -> Style { noColor ? cell.style.withoutColors : cell.style }

  /// Writes `cell` (not a continuation) at column `x` of row `y`.
  mutating func write(_ cell: Cell, x: Int, y: Int) {
    bytes.append(contentsOf: cursor.move(toX: x, y: y))
    let target = drawnStyle(of: cell)
    bytes.append(contentsOf: GraphicRendition.change(from: style, to: target))
    style = target
    switch cell.content {
    case .empty:
      bytes.append(0x20)
      cursor.wrote(columns: 1, atX: x, y: y, width: width)
    case .narrow(let character):
      bytes.append(contentsOf: character.utf8)
      cursor.wrote(columns: 1, atX: x, y: y, width: width)
    case .wide(let character):
      bytes.append(contentsOf: character.utf8)
      cursor.wrote(columns: 2, atX: x, y: y, width: width)
    case .continuation:
      preconditionFailure("a continuation is written with its wide character")
    }
  }

  /// Ends the frame: back to the plain style.
  mutating func finish() {
    bytes.append(contentsOf: GraphicRendition.change(from: style, to: .plain))
    style = .plain
  }
}
