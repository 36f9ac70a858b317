import SubsonicClient
import TerminalScreen

/// Draws a ``SearchScreen`` into an area of a ``ScreenBuffer``: the query line on the first row
/// (`Search: love▏`, the cursor while it has the keys), then the results in their sections
/// (Artists, Albums, Songs, each under its header) or the state in their place: a hint before
/// anything is typed, `Searching for “love”…`, `Nothing found for “love”`, a failure's reason
/// with `r retries`. The next page of songs shows its loading or failure on the last row (`r
/// retries` beside it).
///
/// A view of the screen and its store and nothing else: it reads them, changes nothing, and
/// draws only inside the area. Every name from the server is escaped and cut with `…` to its
/// column, wide characters taking two cells, so the columns stay aligned.
@MainActor
public struct SearchView {
  /// The screen drawn.
  public let screen: SearchScreen

  /// The rows above the list: the query line and a blank row.
  static let rowsAboveList = 2
  /// What shows before anything is typed.
  static let idleHint = "Type to search artists, albums and songs"

  /// A view of `screen`.
  public init(screen: SearchScreen) {
    self.screen = screen
  }

  /// The rows the list gets in `area`: what the screen's ``SearchScreen/listHeight`` should be.
  public static func listHeight(in area: Rect) -> Int {
    max(1, area.height - rowsAboveList)
  }

  /// Where the results' rows are drawn in `area` (for mouse clicks).
  public static func listArea(in area: Rect) -> Rect {
    area.splitTop(rowsAboveList).rest
  }

  /// Draws the screen's state into `area` of `buffer`, clearing the area first.
  public func draw(in buffer: inout ScreenBuffer, area: Rect) {
    guard !area.isEmpty else { return }
    let (top, body) = area.splitTop(Self.rowsAboveList)
    buffer.fill(x: top.x, y: top.y, width: top.width, height: top.height)
    TextField(label: "Search: ", text: screen.query, isFocused: screen.focus == .query)
      .draw(in: &buffer, area: top.splitLeft(1).rest)
    if let status {
      buffer.fill(x: body.x, y: body.y, width: body.width, height: body.height)
      status.draw(in: &buffer, area: body)
      return
    }
    // The list clears its own area.
    let rows = screen.rows
    var list = SearchColumns.list
    if screen.focus != .results { list.selectedStyle = list.style }  // no selection shows
    let selection = screen.selection
    list.draw(in: &buffer, area: body, count: rows.count, selection: selection) {
      SearchColumns.cells(of: rows[$0])
    }
    // Headers and the next page's state in their own styles, over the list's.
    let fitted = selection.clamped(count: rows.count, height: body.height)
    for (line, index) in fitted.visibleRows(count: rows.count, height: body.height).enumerated() {
      guard let style = SearchColumns.style(of: rows[index]) else { continue }
      let row = body.row(line)
      buffer.fill(x: row.x, y: row.y, width: row.width - 1, height: 1)
      list.drawCells(SearchColumns.cells(of: rows[index]), in: &buffer, area: row, style: style)
      if case .loadMoreFailed(_, canRetry: true) = rows[index] {
        list.drawCells(
          ["", PaneStatus.retryHint], in: &buffer, area: row, style: PaneStatus.quietStyle)
      }
    }
  }

  /// What shows instead of the results, if there are none to show.
  var status: PaneStatus? {
    let store = screen.store
    switch store.state {
    case .idle:
      // A query typed but still in its debounce is about to be searched.
      let typed = screen.query
      return typed.allSatisfy(\.isWhitespace)
        ? .empty(Self.idleHint) : .loading(Self.searching(typed))
    case .loading:
      return .loading(Self.searching(store.lastRequest?.text ?? screen.query))
    case .loaded(let results):
      return results.isEmpty ? .empty("Nothing found for “\(results.query)”") : nil
    case .failed(let error, let canRetry):
      return .failed(reason: error.description, canRetry: canRetry)
    }
  }

  private static func searching(_ text: String) -> String {
    "Searching for “\(text)”…"
  }
}
