/// A rectangle of cells: the area a view draws into, `width` columns by `height` rows from
/// column `x` of row `y` (0-based, from the top left).
///
/// Views split the area they get into parts with the `split` functions; a size never goes below
/// zero, so a part asked to be larger than the whole takes the whole and leaves an empty rest.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The leftmost column.
  public var x: Int
  /// The top row.
  public var y: Int
  /// The number of columns; never negative.
  public var width: Int
  /// The number of rows; never negative.
  public var height: Int

  /// A rectangle; a negative width or height counts as zero.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// Whether the rectangle holds no cell.
  public var isEmpty: Bool { width == 0 || height == 0 }

  /// The column just right of the rectangle.
  public var maxX: Int { x + width }

  /// The row just below the rectangle.
  public var maxY: Int { y + height }

  /// The first `rows` rows (at most all of them) and the rows below them.
  public func splitTop(_ rows: Int) -> (top: Rect, rest: Rect) {
    let taken = min(max(0, rows), height)
    return (
      Rect(x: x, y: y, width: width, height: taken),
      Rect(x: x, y: y + taken, width: width, height: height - taken)
    )
  }

  /// The rows above the last `rows` rows, and those last rows (at most all of them).
  public func splitBottom(_ rows: Int) -> (rest: Rect, bottom: Rect) {
    let taken = min(max(0, rows), height)
    return (
      Rect(x: x, y: y, width: width, height: height - taken),
      Rect(x: x, y: maxY - taken, width: width, height: taken)
    )
  }

  /// The first `columns` columns (at most all of them) and the columns right of them.
  public func splitLeft(_ columns: Int) -> (left: Rect, rest: Rect) {
    let taken = min(max(0, columns), width)
    return (
      Rect(x: x, y: y, width: taken, height: height),
      Rect(x: x + taken, y: y, width: width - taken, height: height)
    )
  }

  /// The columns left of the last `columns` columns, and those last columns (at most all).
  public func splitRight(_ columns: Int) -> (rest: Rect, right: Rect) {
    let taken = min(max(0, columns), width)
    return (
      Rect(x: x, y: y, width: width - taken, height: height),
      Rect(x: maxX - taken, y: y, width: taken, height: height)
    )
  }

  /// Row `index` of the rectangle (0 is the top) as a rectangle one row high.
  public func row(_ index: Int) -> Rect {
    Rect(x: x, y: y + index, width: width, height: index >= 0 && index < height ? 1 : 0)
  }

  /// `x,y widthxheight`, for test messages.
  public var description: String { "\(x),\(y) \(width)x\(height)" }
}

extension ScreenBuffer {
  /// The whole buffer as a rectangle.
  public var area: Rect { Rect(x: 0, y: 0, width: width, height: height) }
}
