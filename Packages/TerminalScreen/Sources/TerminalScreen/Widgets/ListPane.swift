/// The frame a pane of one list draws in: its own rows at the top (a trail, a query line), a
/// row of column headers when the list has them, then the list's rows, or the pane's
/// ``PaneStatus`` in their place (`Loading artists…`, `No songs`, a failure's reason).
///
/// One value per view, so every list pane lays out, clears and draws its list the same way:
/// ``listHeight(in:)`` is what the screen's selection is kept in, ``listArea(in:)`` where a
/// click lands, and ``draw(in:area:status:list:headers:count:selection:title:cells:)`` clears
/// the area, lets the view draw its title rows, and draws the status or the list.
public struct ListPane: Hashable, Sendable {
  /// The style of a pane's title, such as its trail.
  public static let titleStyle = Style(bold: true)
  /// The style of the column headers.
  public static let headerStyle = Style(dim: true)

  /// The rows at the top that the view draws itself: a trail, a query line, a row of tabs.
  public var titleRows: Int
  /// Whether a row of column headers stands between the title and the list's rows.
  public var hasHeaders: Bool

  /// A pane with `titleRows` rows of its own above the list, and column headers over it when
  /// `hasHeaders`.
  public init(titleRows: Int = 1, hasHeaders: Bool = true) {
    self.titleRows = max(0, titleRows)
    self.hasHeaders = hasHeaders
  }

  /// The rows above the list's rows: the title rows and the headers' row.
  public var rowsAboveList: Int { titleRows + (hasHeaders ? 1 : 0) }

  /// The rows the list gets in `area`, at least 1: what the screen's list height should be.
  public func listHeight(in area: Rect) -> Int {
    max(1, area.height - rowsAboveList)
  }

  /// Where the list's rows are drawn in `area`: a click `n` rows below its top is on the `n`th
  /// row shown.
  public func listArea(in area: Rect) -> Rect {
    area.splitTop(rowsAboveList).rest
  }

  /// Draws the pane into `area` of `buffer`, clearing it first: `title` draws into the title
  /// rows; below them `status` when there is one, else `headers` (in ``headerStyle``, when the
  /// pane has them) and the rows of a list of `count` rows shown from `selection`, `cells(row)`
  /// giving the texts of a row. The area of the list's rows, for what the view draws over them;
  /// `nil` when the status shows instead, or the area is empty.
  @discardableResult
  public func draw(
    in buffer: inout ScreenBuffer, area: Rect, status: PaneStatus?, list: ScrollingList,
    headers: [String] = [], count: Int, selection: ListSelection,
    title: (inout ScreenBuffer, Rect) -> Void, cells: (Int) -> [String]
  ) -> Rect? {
    guard !area.isEmpty else { return nil }
    let (top, body) = area.splitTop(titleRows)
    Self.clear(top, in: &buffer)
    title(&buffer, top)
    if let status {
      Self.clear(body, in: &buffer)
      status.draw(in: &buffer, area: body)
      return nil
    }
    let (header, rows) = body.splitTop(hasHeaders ? 1 : 0)
    Self.clear(header, in: &buffer)  // the list clears its own rows
    if hasHeaders {
      list.drawCells(headers, in: &buffer, area: header, style: Self.headerStyle)
    }
    list.draw(in: &buffer, area: rows, count: count, selection: selection, cells: cells)
    return rows
  }

  /// Draws `names` as a ``Breadcrumb`` in ``titleStyle`` on the top row of `area`, one column
  /// in from its left like a list's rows (`Artists › Aurora Vale › Dawn Chorus`).
  public static func drawTrail(_ names: [String], in buffer: inout ScreenBuffer, area: Rect) {
    Breadcrumb(names).draw(in: &buffer, area: area.splitLeft(1).rest, style: titleStyle)
  }

  private static func clear(_ area: Rect, in buffer: inout ScreenBuffer) {
    buffer.fill(x: area.x, y: area.y, width: area.width, height: area.height)
  }
}
