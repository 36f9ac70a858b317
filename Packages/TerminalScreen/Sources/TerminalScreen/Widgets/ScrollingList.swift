/// Draws a list in columns into an area: the visible rows from a ``ListSelection``'s top, the
/// selected row in reverse video across the row, and a ``ScrollIndicator`` in the area's last
/// column when the list is longer than the area.
///
/// The last column is kept for the indicator whether it shows or not, and the text of a row
/// keeps one column from either end of the selection bar, so the columns stay where they are
/// as the list grows. Only the visible rows' cells are asked for: a list of any length costs what
/// shows. Every text is escaped and cut with `…` to its column, as ``ScreenBuffer`` does.
public struct ScrollingList: Sendable {
  /// The columns, left to right.
  public var columns: [ListColumn]
  /// Blank columns between two columns.
  public var gap: Int
  /// The style of the rows.
  public var style: Style
  /// The style of the selected row.
  public var selectedStyle: Style

  /// A list with `columns`, `gap` blank columns apart.
  public init(
    columns: [ListColumn], gap: Int = 2, style: Style = .plain,
    selectedStyle: Style = Style(reverse: true)
  ) {
    self.columns = columns
    self.gap = gap
    self.style = style
    self.selectedStyle = selectedStyle
  }

  /// The part of a row of `area` the columns take: one column in from either side of the
  /// selection bar, which ends before the last column, the indicator's.
  public func contentArea(of area: Rect) -> Rect {
    area.splitLeft(1).rest.splitRight(2).rest
  }

  /// Draws one row of `cells` (one text per column; missing ones are blank) on the top row of
  /// `area` (the list's whole width: the columns go in its ``contentArea(of:)``) in `style`, as
  /// a header or a row is drawn.
  public func drawCells(
    _ cells: [String], in buffer: inout ScreenBuffer, area: Rect, style: Style
  ) {
    let content = contentArea(of: area.row(0))
    let ranges = ListColumn.layout(columns, width: content.width, gap: gap)
    for (index, range) in ranges.enumerated() where index < cells.count && !range.isEmpty {
      let cell = Rect(x: content.x + range.lowerBound, y: content.y, width: range.count, height: 1)
      buffer.put(cells[index], in: cell, alignment: columns[index].alignment, style: style)
    }
  }

  /// Draws the rows of a list of `count` rows shown from `selection` into `area`: `cells(row)`
  /// gives the texts of a row. The selection is fitted to the list and the area first
  /// (``ListSelection/clamped(count:height:)``), so a stale one never draws wrong.
  public func draw(
    in buffer: inout ScreenBuffer, area: Rect, count: Int, selection: ListSelection,
    cells: (Int) -> [String]
  ) {
    guard !area.isEmpty else { return }
    let selection = selection.clamped(count: count, height: area.height)
    buffer.fill(x: area.x, y: area.y, width: area.width, height: area.height, style: style)
    for (line, row) in selection.visibleRows(count: count, height: area.height).enumerated() {
      let isSelected = row == selection.index
      let rowStyle = isSelected ? selectedStyle : style
      let rowArea = area.row(line)
      if isSelected {
        buffer.fill(
          x: rowArea.x, y: rowArea.y, width: rowArea.width - 1, height: 1, style: rowStyle)
      }
      drawCells(cells(row), in: &buffer, area: rowArea, style: rowStyle)
    }
    ScrollIndicator.draw(
      in: &buffer, area: area.splitRight(1).right, count: count, top: selection.top)
  }
}
