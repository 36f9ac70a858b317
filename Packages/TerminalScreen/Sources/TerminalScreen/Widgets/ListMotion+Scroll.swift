extension ListMotion {
  /// The first line shown after this motion, in a text of `count` lines shown `height` rows at
  /// a time from line `top`: a row scrolls a line, a page `height` lines, and the first and last
  /// show either end. The text never scrolls above its first line, nor further than its last
  /// line on the bottom row (a text that fits stays at 0). A height below 1 counts as 1.
  ///
  /// The keys of ``init(_:)`` scroll a text as they move a list's selection: a view that shows
  /// ``WrappedText`` keeps a top line and moves it with this.
  public func scrolled(top: Int, count: Int, height: Int) -> Int {
    let rows = max(1, height)
    let lastTop = max(0, count - rows)
    let moved =
      switch self {
      case .rows(let lines): top + lines
      case .pages(let pages): top + pages * rows
      case .first: 0
      case .last: lastTop
      }
    return min(max(0, moved), lastTop)
  }
}
