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
public struct PlaylistsView {
  /// The screen drawn.
  public let screen: PlaylistsScreen

  /// The rows above the list: the trail and the column headers.
  static let rowsAboveList = 2
  /// The style of the trail.
  static let titleStyle = Style(bold: true)
  /// The style of the column headers.
  static let headerStyle = Style(dim: true)

  /// A view of `screen`.
  public init(screen: PlaylistsScreen) {
    self.screen = screen
  }

  /// The rows the list gets in `area`: what the screen's ``PlaylistsScreen/listHeight`` should
  /// be.
  public static func listHeight(in area: Rect) -> Int {
    max(1, area.height - rowsAboveList)
  }

  /// Where the list's rows are drawn in `area`: row 0 of it is
  /// ``PlaylistsScreen/click(listRow:)``'s `listRow` 0.
  public static func listArea(in area: Rect) -> Rect {
    area.splitTop(rowsAboveList).rest
  }

  /// Draws the screen's state into `area` of `buffer`, clearing the area first.
  public func draw(in buffer: inout ScreenBuffer, area: Rect) {
    guard !area.isEmpty else { return }
    buffer.fill(x: area.x, y: area.y, width: area.width, height: area.height)
    let (title, body) = area.splitTop(1)
    Breadcrumb(trail).draw(in: &buffer, area: title.splitLeft(1).rest, style: Self.titleStyle)
    if let status {
      status.draw(in: &buffer, area: body)
      return
    }
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
    let (header, rows) = body.splitTop(1)
    list.drawCells(headers, in: &buffer, area: header, style: Self.headerStyle)
    list.draw(
      in: &buffer, area: rows, count: screen.rowCount, selection: screen.selection, cells: cells)
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
      guard screen.playlists.isEmpty else { return nil }
      switch screen.playlistsStore.state {
      case .idle, .loading: return .loading("Loading playlists…")
      case .loaded: return .empty("No playlists")
      case .failed(let error, let canRetry):
        return .failed(reason: error.description, canRetry: canRetry)
      }
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
