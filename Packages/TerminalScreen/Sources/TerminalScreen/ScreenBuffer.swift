import TerminalText

/// A frame of a full-screen terminal: `width` by `height` cells, each one column of one row.
///
/// Views draw into a buffer with ``put(_:x:y:style:maxWidth:)`` and
/// ``fill(x:y:width:height:with:style:)``; ``ScreenDiff`` turns the previous and the next buffer
/// into the bytes for the terminal, and ``lines()`` and ``styleLines()`` render one as text for
/// snapshot tests. Coordinates are
/// 0-based columns (`x`) and rows (`y`) from the top left; whatever falls outside is clipped.
///
/// The buffer keeps two promises whatever is written into it: no cell holds a control character
/// or a bidi control (text is escaped with `TerminalEscape` first), and a wide character always
/// has its continuation cell right after it (writing over either half blanks the other).
public struct ScreenBuffer: Hashable, Sendable {
  /// The number of columns.
  public let width: Int
  /// The number of rows.
  public let height: Int
  /// The cells, row after row.
  public private(set) var cells: [Cell]

  /// A buffer of empty cells in `style`; an empty size (0 columns or rows) is allowed.
  public init(width: Int, height: Int, style: Style = .plain) {
    precondition(width >= 0 && height >= 0, "a buffer's size is never negative")
    self.width = width
    self.height = height
    cells = Array(repeating: .empty(style), count: width * height)
  }

  /// The cell at column `x` of row `y`, both inside the buffer.
  public subscript(x: Int, y: Int) -> Cell {
    precondition(contains(x: x, y: y), "(\(x), \(y)) is outside a \(width)x\(height) buffer")
    return cells[y * width + x]
  }

  /// Whether column `x` of row `y` is inside the buffer.
  public func contains(x: Int, y: Int) -> Bool {
    (0..<width).contains(x) && (0..<height).contains(y)
  }

  /// Writes `text` on row `y` from column `x` in `style` and returns the columns it wrote.
  ///
  /// The text is escaped first (`TerminalEscape`, line feeds included), so text from a server
  /// never reaches a cell as a control character; characters that take no column of their own
  /// are left out. It is measured in display columns (`DisplayWidth`): a wide character takes
  /// two cells and is never split, so one that does not fit before the right edge (or
  /// `maxWidth`) leaves a blank instead. With `maxWidth`, text wider than the room it has
  /// (`maxWidth`, or less at the right edge) is cut and ends with `…`. Columns left of 0 are
  /// clipped. Only the columns written change; the returned count, from `x`, includes the `…`
  /// and a blank left by a wide character.
  @discardableResult
  public mutating func put(
    _ text: String, x: Int, y: Int, style: Style = .plain, maxWidth: Int? = nil
  ) -> Int {
    let room = min(maxWidth ?? .max, width - x)
    return write(
      TerminalEscape.escaped(text, keepingLineFeeds: false), x: x, y: y,
      room: room, style: style, ellipsis: maxWidth != nil)
  }

  /// Fills the rectangle from column `x` of row `y`, `width` by `height` (clipped to the
  /// buffer), with `character` in `style`: the default, a space, makes empty cells. A wide
  /// character fills pairs of cells (an odd column left over stays blank); a character that is
  /// unsafe is escaped like text, one that takes no column gives empty cells.
  public mutating func fill(
    x: Int, y: Int, width: Int, height: Int, with character: Character = " ",
    style: Style = .plain
  ) {
    let top = max(y, 0)
    let bottom = min(y + height, self.height)
    let room = min(width, self.width - x)
    guard top < bottom, room > 0, x + room > 0 else { return }
    if character == " " {
      for row in top..<bottom { blank(row: row, from: max(x, 0), to: x + room, style: style) }
      return
    }
    let text = String(repeating: String(character), count: room)
    for row in top..<bottom {
      let written = write(
        TerminalEscape.escaped(text, keepingLineFeeds: false), x: x, y: row, room: room,
        style: style, ellipsis: false)
      for column in max(x + written, 0)..<max(x + room, 0) { place(.empty, at: column, row, style) }
    }
  }

  /// Makes every cell empty, in `style`.
  public mutating func clear(_ style: Style = .plain) {
    for index in cells.indices { cells[index] = .empty(style) }
  }

  /// Writes text already escaped in at most `room` columns from `x`; the columns written.
  private mutating func write(
    _ text: String, x: Int, y: Int, room: Int, style: Style, ellipsis: Bool
  ) -> Int {
    guard (0..<height).contains(y), room > 0, x + room > 0 else { return 0 }
    let line = LaidOutText(text, room: room, ellipsis: ellipsis)
    var column = x
    for (character, columns) in line.characters {
      if column >= 0 {
        place(columns == 2 ? .wide(character) : .narrow(character), at: column, y, style)
      } else if column + columns > 0 {
        place(.empty, at: 0, y, style)  // the right half of a wide character cut at the left
      }
      column += columns
    }
    guard line.isCut else { return column - x }
    // A wide character that did not fit, or the room after the `…`, is blanked.
    while column < x + room {
      if column >= 0 { place(.empty, at: column, y, style) }
      column += 1
    }
    return column - x
  }

  /// Makes the cells of row `y` from column `left` to before `right` (both inside the row, not
  /// an empty range) empty in `style`, as placing an empty cell in each, left to right, would:
  /// only the wide characters across either end have another half to blank.
  private mutating func blank(row y: Int, from left: Int, to right: Int, style: Style) {
    let start = y * width + left
    let end = y * width + right
    breakWideCharacter(at: start, x: left)
    breakWideCharacter(at: end - 1, x: right - 1)
    let empty = Cell(.empty, style: style)
    for index in start..<end { cells[index] = empty }
  }

  /// Puts `content` (empty, narrow or wide, never a continuation) at column `x` of row `y`,
  /// keeping every wide character whole: a wide character partly written over is blanked.
  private mutating func place(_ content: Cell.Content, at x: Int, _ y: Int, _ style: Style) {
    let index = y * width + x
    var content = content
    if content == .narrow(" ") { content = .empty }
    breakWideCharacter(at: index, x: x)
    if case .wide = content {
      precondition(x + 1 < width, "a wide character needs two columns")
      breakWideCharacter(at: index + 1, x: x + 1)
      cells[index + 1] = Cell(.continuation, style: style)
    }
    cells[index] = Cell(content, style: style)
  }

  /// Blanks the other half of the wide character the cell at `index` (column `x`) belongs to.
  private mutating func breakWideCharacter(at index: Int, x: Int) {
    switch cells[index].content {
    case .continuation where x > 0:
      cells[index - 1].content = .empty
    case .wide where x + 1 < width:
      cells[index + 1].content = .empty
    default:
      break
    }
  }
}
