import LoadStore
import MusicPresentation
import SubsonicClient
import TerminalScreen

/// Draws a ``PlaylistsScreen`` into an area of a ``ScreenBuffer``: where it is on the first row
/// (`Playlists › Morning Mix`), then the level's list under its column headers, or its state in
/// place (`Loading playlists…`, `No songs`, a failure's reason with `r retries`).
///
/// A view of the screen's stores and nothing else: it reads their state and the selections,
/// changes nothing, and draws only inside the area. Every name from the server is escaped and
/// cut with `…` to its column, wide characters taking two cells, so the columns stay aligned.
@MainActor
public struct PlaylistsView: ListPaneView {
  /// The screen drawn.
  public let screen: PlaylistsScreen

  /// The trail on the first row, then the column headers and the list.
  public static let pane = ListPane(titleRows: 1)

  /// A view of `screen`.
  public init(screen: PlaylistsScreen) {
    self.screen = screen
  }

  /// Draws the screen's state into `area` of `buffer`, clearing the area first.
  public func draw(in buffer: inout ScreenBuffer, area: Rect) {
    let list: ScrollingList
    let headers: [String]
    let cells: (Int) -> [String]
    switch screen.level {
    case .playlists:
      let playlists = screen.playlists
      (list, headers) = (PlaylistsColumns.playlists, PlaylistsColumns.playlistHeaders)
      cells = { PlaylistsColumns.cells(of: playlists[$0]) }
    case .songs:
      let songs = screen.songs
      (list, headers) = (PlaylistsColumns.songs, PlaylistsColumns.songHeaders)
      cells = { PlaylistsColumns.cells(of: songs[$0], index: $0) }
    }
    Self.pane.draw(
      in: &buffer, area: area, status: status, list: list, headers: headers,
      count: screen.rowCount, selection: screen.selection,
      title: { ListPane.drawTrail(trail, in: &$0, area: $1) }, cells: cells)
  }

  /// The names on the first row: `Playlists`, then the playlist opened.
  var trail: [String] {
    switch screen.level {
    case .playlists: ["Playlists"]
    case .songs(let playlist): ["Playlists", NameText.shown(playlist.name, or: .name)]
    }
  }

  /// What the level shows instead of a list, if it has none to show.
  var status: PaneStatus? {
    switch screen.level {
    case .playlists:
      // Playlists already shown stay while they load again.
      guard screen.playlists.isEmpty else { return nil }
      return PaneStatus.of(screen.playlistsStore.state, rows: 0, "playlists")
    case .songs:
      if let playlist = screen.openedPlaylist {
        return playlist.entries.isEmpty ? .empty("No songs") : nil
      }
      switch screen.playlistStore.state {
      case .failed(let failure, let canRetry):
        return .failed(reason: failure.description, canRetry: canRetry)
      case .rejected(let problem): return .failed(reason: problem.description, canRetry: false)
      case .idle, .loading, .loaded, .deleted: return .loading("Loading songs…")
      }
    }
  }
}
