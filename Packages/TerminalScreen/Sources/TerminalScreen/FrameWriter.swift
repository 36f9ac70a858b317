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

  /// Writes the cell of `cells` at `index` (column `x` of row `y`, not a continuation), or
  /// erases from there when a run of blank plain cells starts there that costs fewer bytes to
  /// erase: EL when the run reaches the row's end, ECH otherwise (universal since the VT220; in
  /// the plain style they leave the default background, as spaces would). `previous` is what the
  /// terminal shows (`nil`: unknown); only the run's cells up to the last that changed count.
  /// Returns the columns done: the run's, or the written cell's.
  ///
  /// Erasing is what keeps a moved selection bar cheap: the row it leaves, a name and a count
  /// 120 columns apart, was 120 bytes and is about 30.
  mutating func writeOrErase(_ cells: [Cell], previous: [Cell]?, at index: Int, x: Int, y: Int)
    -> Int
  {
    var blanks = 0
    var changedBlanks = 0  // the run up to its last changed cell
    while x + blanks < width, isBlank(cells[index + blanks]) {
      blanks += 1
      if let previous, isBlank(previous[index + blanks - 1]) { continue }
      changedBlanks = blanks
    }
    let reachesRowEnd = x + blanks == width
    // EL (3 bytes) leaves no move to pay after it; ECH leaves the cursor where it was, so the
    // next cell costs a move past the run (hence the longer run it needs).
    guard changedBlanks >= (reachesRowEnd ? 4 : 12) else {
      write(cells[index], x: x, y: y)
      if case .wide = cells[index].content { return 2 }
      return 1
    }
    bytes.append(contentsOf: cursor.move(toX: x, y: y))
    bytes.append(contentsOf: GraphicRendition.change(from: style, to: .plain))
    style = .plain
    if reachesRowEnd {
      bytes.append(contentsOf: ControlSequence.sequence([], "K"))
      return blanks
    }
    bytes.append(contentsOf: ControlSequence.sequence([changedBlanks], "X"))
    return changedBlanks
  }

  /// Whether `cell` is empty and drawn in the plain style: what an erase leaves.
  private func isBlank(_ cell: Cell) -> Bool {
    cell.content == .empty && drawnStyle(of: cell) == .plain
  }

  /// Ends the frame: back to the plain style.
  mutating func finish() {
    bytes.append(contentsOf: GraphicRendition.change(from: style, to: .plain))
    style = .plain
  }
}
