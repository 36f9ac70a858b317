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
public struct SearchView: ListPaneView {
  /// The screen drawn.
  public let screen: SearchScreen

  /// The query line and a blank row, then the results (their sections head themselves).
  public static let pane = ListPane(titleRows: 2, hasHeaders: false)
  /// What shows before anything is typed.
  static let idleHint = "Type to search artists, albums and songs"

  /// A view of `screen`.
  public init(screen: SearchScreen) {
    self.screen = screen
  }

  /// Draws the screen's state into `area` of `buffer`, clearing the area first.
  public func draw(in buffer: inout ScreenBuffer, area: Rect) {
    let rows = screen.rows
    var list = SearchColumns.list
    if screen.focus != .results { list.selectedStyle = list.style }  // no selection shows
    let selection = screen.selection
    let field = TextField(label: "Search: ", text: screen.query, isFocused: screen.focus == .query)
    guard
      let body = Self.pane.draw(
        in: &buffer, area: area, status: status, list: list, count: rows.count,
        selection: selection, title: { field.draw(in: &$0, area: $1.splitLeft(1).rest) },
        cells: { SearchColumns.cells(of: rows[$0]) })
    else { return }
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
