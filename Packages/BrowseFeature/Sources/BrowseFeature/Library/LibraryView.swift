import MusicPresentation
import SubsonicClient
import TerminalScreen

/// Draws a ``LibraryBrowser`` into an area of a ``ScreenBuffer``: where it is on the first row
/// (`Artists › Aurora Vale › Dawn Chorus`), then the level's list under its column headers, or
/// its state in place (`Loading albums…`, `No songs`, a failure's reason with `r retries`).
///
/// A view of the browser's stores and nothing else: it reads their state and the selections,
/// changes nothing, and draws only inside the area. Every name from the server is escaped and
/// cut with `…` to its column, wide characters taking two cells, so the columns stay aligned.
@MainActor
public struct LibraryView: ListPaneView {
  /// The browser drawn.
  public let browser: LibraryBrowser

  /// The trail on the first row, then the column headers and the list.
  public static let pane = ListPane(titleRows: 1)

  /// A view of `browser`.
  public init(browser: LibraryBrowser) {
    self.browser = browser
  }

  /// Draws the browser's state into `area` of `buffer`, clearing the area first.
  public func draw(in buffer: inout ScreenBuffer, area: Rect) {
    let list: ScrollingList
    let headers: [String]
    let cells: (Int) -> [String]
    switch browser.level {
    case .artists:
      let artists = browser.artists
      (list, headers) = (LibraryColumns.artists, LibraryColumns.artistHeaders)
      cells = { LibraryColumns.cells(of: artists[$0]) }
    case .albums:
      let albums = browser.albums
      (list, headers) = (LibraryColumns.albums, LibraryColumns.albumHeaders)
      cells = { LibraryColumns.cells(of: albums[$0]) }
    case .songs:
      let songs = browser.songs
      let showingDisc = Set(songs.map { $0.discNumber ?? 1 }).count > 1
      (list, headers) = (LibraryColumns.songs, LibraryColumns.songHeaders)
      cells = { LibraryColumns.cells(of: songs[$0], showingDisc: showingDisc) }
    }
    Self.pane.draw(
      in: &buffer, area: area, status: status, list: list, headers: headers,
      count: browser.rowCount, selection: browser.selection,
      title: { ListPane.drawTrail(trail, in: &$0, area: $1) }, cells: cells)
  }

  /// The names on the first row: `Artists`, then the artist and the album opened.
  var trail: [String] {
    switch browser.level {
    case .artists: ["Artists"]
    case .albums(let artist): ["Artists", NameText.shown(artist.name, or: .artist)]
    case .songs(let artist, let album):
      ["Artists", NameText.shown(artist.name, or: .artist), NameText.shown(album.name, or: .name)]
    }
  }

  /// What the level shows instead of a list, if it has none to show.
  var status: PaneStatus? {
    switch browser.level {
    case .artists: PaneStatus.of(browser.artistsStore.state, rows: browser.rowCount, "artists")
    case .albums: PaneStatus.of(browser.artistStore.state, rows: browser.rowCount, "albums")
    case .songs: PaneStatus.of(browser.albumStore.state, rows: browser.rowCount, "songs")
    }
  }
}
