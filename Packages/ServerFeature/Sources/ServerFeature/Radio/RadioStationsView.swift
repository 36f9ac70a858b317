import SubsonicClient
import TerminalScreen

/// Draws a ``RadioStationsScreen`` into an area of a ``ScreenBuffer``: `Radio` on the first row,
/// then the stations under their column headers (the name, the host the stream comes from), or
/// their state in place (`Loading radio stations…`, `No radio stations`, a failure's reason
/// with `r retries`).
///
/// A view of the screen's store and nothing else: it reads its state and the selection, changes
/// nothing, and draws only inside the area. Every text from the server is escaped and cut with
/// `…` to its column, wide characters taking two cells.
@MainActor
public struct RadioStationsView: ListPaneView {
  /// The screen drawn.
  public let screen: RadioStationsScreen

  /// The title on the first row, then the column headers and the list.
  public static let pane = ListPane(titleRows: 1)

  /// A view of `screen`.
  public init(screen: RadioStationsScreen) {
    self.screen = screen
  }

  /// Draws the screen's state into `area` of `buffer`, clearing the area first.
  public func draw(in buffer: inout ScreenBuffer, area: Rect) {
    let stations = screen.stations
    Self.pane.draw(
      in: &buffer, area: area,
      status: PaneStatus.of(screen.stationsStore.state, rows: stations.count, "radio stations"),
      list: RadioStationsColumns.stations, headers: RadioStationsColumns.headers,
      count: stations.count, selection: screen.selection,
      title: { ListPane.drawTrail(["Radio"], in: &$0, area: $1) },
      cells: { RadioStationsColumns.cells(of: stations[$0]) })
  }
}
