/// Which row of a scrolling list is selected and which row is at the top of its area.
///
/// A value the view's state keeps and the keys move: each move takes the list's `count` and the
/// `height` of its area (in rows), and leaves the selected row inside the area, scrolling no
/// more than it must, so moving one row inside the area never scrolls. When the list changes
/// length, ``clamped(count:height:)`` brings both back into range: the selection onto the last
/// row, the top so that no blank rows show below the end while rows above it are hidden.
///
/// An empty list has the selection and the top at 0. A height below 1 counts as 1.
public struct ListSelection: Hashable, Sendable {
  /// The selected row, from 0.
  public private(set) var index: Int
  /// The row shown at the top of the area, from 0.
  public private(set) var top: Int

  /// A selection of row `index` with row `top` at the top; ``clamped(count:height:)`` makes it
  /// fit a list.
  public init(index: Int = 0, top: Int = 0) {
    self.index = index
    self.top = top
  }

  /// The rows shown in an area of `height` rows of a list of `count` rows: from ``top``.
  public func visibleRows(count: Int, height: Int) -> Range<Int> {
    let fitted = clamped(count: count, height: height)
    return fitted.top..<min(count, fitted.top + max(1, height))
  }

  /// This selection fitted to a list of `count` rows shown `height` rows at a time: the
  /// selection on a row of the list, the top at most `count - height`, the selection visible.
  public func clamped(count: Int, height: Int) -> ListSelection {
    guard count > 0 else { return ListSelection() }
    let rows = max(1, height)
    let index = min(max(0, index), count - 1)
    var top = min(max(0, top), max(0, count - rows))
    if index < top {
      top = index
    } else if index >= top + rows {
      top = index - rows + 1
    }
    return ListSelection(index: index, top: top)
  }

  /// Moves the selection `rows` rows down (up when negative), stopping at either end.
  public mutating func move(by rows: Int, count: Int, height: Int) {
    self = ListSelection(index: index + rows, top: top).clamped(count: count, height: height)
  }

  /// Moves a page down (up when negative): the selection and the top by `height` rows per page,
  /// so the row under the selection stays at its place in the area unless an end is reached.
  public mutating func page(by pages: Int, count: Int, height: Int) {
    let rows = pages * max(1, height)
    self = ListSelection(index: index + rows, top: top + rows).clamped(count: count, height: height)
  }

  /// Selects the first row and shows it at the top.
  public mutating func moveToFirst(count: Int, height: Int) {
    self = ListSelection().clamped(count: count, height: height)
  }

  /// Selects the last row and shows it at the bottom.
  public mutating func moveToLast(count: Int, height: Int) {
    self = ListSelection(index: count - 1, top: count).clamped(count: count, height: height)
  }

  /// Selects row `index` (clamped into the list), scrolling only as far as needed to show it.
  public mutating func select(_ index: Int, count: Int, height: Int) {
    self = ListSelection(index: index, top: top).clamped(count: count, height: height)
  }

  /// The index of the row drawn `row` rows below the top of a list of `count` rows shown
  /// `height` rows tall (where a mouse click landed), or `nil` below the last row.
  public func index(atVisibleRow row: Int, count: Int, height: Int) -> Int? {
    let visible = visibleRows(count: count, height: height)
    guard row >= 0, row < visible.count else { return nil }
    return visible.lowerBound + row
  }
}
