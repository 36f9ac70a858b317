/// Where the terminal's cursor is while a frame is written, and the shortest bytes that move it.
///
/// After a character is written in the last column the cursor waits there to wrap ("pending
/// wrap"); terminals disagree on relative moves from that state, so only moves that set the
/// column absolutely (carriage return, CHA, CUP) are used from it.
struct CursorMovement {
  /// The cursor's column and row; `nil` when unknown (at the start of a frame).
  private(set) var position: (x: Int, y: Int)?
  /// Whether a character was just written in the last column.
  private(set) var isWrapPending = false

  /// The cursor after writing a character of `columns` at column `x` of row `y`.
  mutating func wrote(columns: Int, atX x: Int, y: Int, width: Int) {
    if x + columns >= width {
      position = (width - 1, y)
      isWrapPending = true
    } else {
      position = (x + columns, y)
      isWrapPending = false
    }
  }

  /// The shortest bytes that put the cursor at column `x` of row `y` (none when it is there),
  /// and the cursor there.
  mutating func move(toX x: Int, y: Int) -> [UInt8] {
    defer {
      position = (x, y)
      isWrapPending = false
    }
    let absolute = Self.cursorPosition(x: x, y: y)
    guard let (fromX, fromY) = position else { return absolute }
    if !isWrapPending && fromX == x && fromY == y { return [] }
    let rows = y - fromY
    var best = absolute
    for horizontal in horizontalMoves(fromX: fromX, toX: x) {
      for vertical in Self.verticalMoves(rows: rows, toColumnZero: x == 0, horizontal: horizontal)
      where horizontal.count + vertical.count < best.count {
        best = horizontal + vertical
      }
    }
    return best
  }

  /// CUP: `ESC[row;columnH`, 1-based, shortened to `ESC[rowH` in the first column and `ESC[H`
  /// at the top left.
  static func cursorPosition(x: Int, y: Int) -> [UInt8] {
    if x == 0 {
      return ControlSequence.sequence(y == 0 ? [] : [y + 1], "H")
    }
    return ControlSequence.sequence([y + 1, x + 1], "H")
  }

  /// The ways to reach column `toX` on the same row: relative (CUF, CUB; not while a wrap is
  /// pending), CHA, carriage return, carriage return then CUF. On a tie the first wins.
  private func horizontalMoves(fromX: Int, toX: Int) -> [[UInt8]] {
    var moves: [[UInt8]] = []
    if !isWrapPending {
      if toX == fromX { moves.append([]) }
      if toX > fromX {
        moves.append(ControlSequence.sequence([toX - fromX], "C", omittingOne: true))
      }
      if toX < fromX {
        moves.append(ControlSequence.sequence([fromX - toX], "D", omittingOne: true))
      }
    }
    moves.append(ControlSequence.sequence([toX + 1], "G", omittingOne: true))
    moves.append(
      toX == 0 ? [0x0D] : [0x0D] + ControlSequence.sequence([toX], "C", omittingOne: true))
    return moves
  }

  /// The ways to move `rows` down (up when negative) keeping the column: CUD, CUU, and line
  /// feeds right after a carriage return (safe whether or not the terminal adds a carriage
  /// return to a line feed, as it does when its output processing is on).
  private static func verticalMoves(rows: Int, toColumnZero: Bool, horizontal: [UInt8])
    -> [[UInt8]]
  {
    if rows == 0 { return [[]] }
    if rows < 0 { return [ControlSequence.sequence([-rows], "A", omittingOne: true)] }
    var moves = [ControlSequence.sequence([rows], "B", omittingOne: true)]
    if toColumnZero && horizontal == [0x0D] && rows <= 4 {
      moves.append(Array(repeating: 0x0A, count: rows))
    }
    return moves
  }
}
