import MusicPresentation
import SubsonicClient
import TerminalScreen

/// Draws a ``PodcastsScreen`` into an area of a ``ScreenBuffer``: where it is on the first row
/// (`Podcasts › Field Notes`), then the level's list under its column headers, or its state in
/// place (`Loading podcast channels…`, `No episodes`, a failure's reason with `r retries`).
///
/// A view of the screen's stores and nothing else: it reads their state and the selections,
/// changes nothing, and draws only inside the area. Every text from the server is escaped and
/// cut with `…` to its column, wide characters taking two cells.
@MainActor
public struct PodcastsView: ListPaneView {
  /// The screen drawn.
  public let screen: PodcastsScreen

  /// The trail on the first row, then the column headers and the list.
  public static let pane = ListPane(titleRows: 1)

  /// A view of `screen`.
  public init(screen: PodcastsScreen) {
    self.screen = screen
  }

  /// Draws the screen's state into `area` of `buffer`, clearing the area first.
  public func draw(in buffer: inout ScreenBuffer, area: Rect) {
    let list: ScrollingList
    let headers: [String]
    let cells: (Int) -> [String]
    let trail: [String]
    let status: PaneStatus?
    switch screen.level {
    case .channels:
      let channels = screen.channels
      (list, headers) = (PodcastsColumns.channels, PodcastsColumns.channelHeaders)
      cells = { PodcastsColumns.cells(of: channels[$0]) }
      trail = ["Podcasts"]
      status = PaneStatus.of(screen.channelsStore.state, rows: channels.count, "podcast channels")
    case .episodes(let channel):
      let episodes = screen.episodes
      (list, headers) = (PodcastsColumns.episodes, PodcastsColumns.episodeHeaders)
      cells = { PodcastsColumns.cells(of: episodes[$0]) }
      trail = ["Podcasts", NameText.shown(channel.title ?? channel.url, or: .title)]
      status = PaneStatus.of(screen.episodesStore.state, rows: episodes.count, "episodes")
    }
    Self.pane.draw(
      in: &buffer, area: area, status: status, list: list, headers: headers,
      count: screen.rowCount, selection: screen.selection,
      title: { ListPane.drawTrail(trail, in: &$0, area: $1) }, cells: cells)
  }

}
