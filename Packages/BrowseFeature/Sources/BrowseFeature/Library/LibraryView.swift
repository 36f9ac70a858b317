import LoadStore
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
public struct LibraryView {
  /// The browser drawn.
  public let browser: LibraryBrowser

  /// The rows above the list: the trail and the column headers.
  static let rowsAboveList = 2
  /// The style of the trail.
  static let titleStyle = Style(bold: true)
  /// The style of the column headers.
  static let headerStyle = Style(dim: true)

  /// A view of `browser`.
  public init(browser: LibraryBrowser) {
    self.browser = browser
  }

  /// The rows the list gets in `area`: what the browser's ``LibraryBrowser/listHeight`` should
  /// be.
  public static func listHeight(in area: Rect) -> Int {
    max(1, area.height - rowsAboveList)
  }

  /// Where the list's rows are drawn in `area` (for mouse clicks).
  public static func listArea(in area: Rect) -> Rect {
    area.splitTop(rowsAboveList).rest
  }

  /// Draws the browser's state into `area` of `buffer`, clearing the area first.
  public func draw(in buffer: inout ScreenBuffer, area: Rect) {
    guard !area.isEmpty else { return }
    buffer.fill(x: area.x, y: area.y, width: area.width, height: area.height)
    let (title, body) = area.splitTop(1)
    Breadcrumb(trail).draw(in: &buffer, area: title.splitLeft(1).rest, style: Self.titleStyle)
    if let status {
      status.draw(in: &buffer, area: body)
      return
    }
    switch browser.level {
    case .artists:
      let artists = browser.artists
      drawList(LibraryColumns.artists, LibraryColumns.artistHeaders, in: &buffer, area: body) {
        LibraryColumns.cells(of: artists[$0])
      }
    case .albums:
      let albums = browser.albums
      drawList(LibraryColumns.albums, LibraryColumns.albumHeaders, in: &buffer, area: body) {
        LibraryColumns.cells(of: albums[$0])
      }
    case .songs:
      let songs = browser.songs
      let showingDisc = Set(songs.map { $0.discNumber ?? 1 }).count > 1
      drawList(LibraryColumns.songs, LibraryColumns.songHeaders, in: &buffer, area: body) {
        LibraryColumns.cells(of: songs[$0], showingDisc: showingDisc)
      }
    }
  }

  /// Draws `list` in `area`: `headers` on its first row, the level's rows under them.
  private func drawList(
    _ list: ScrollingList, _ headers: [String], in buffer: inout ScreenBuffer, area: Rect,
    cells: (Int) -> [String]
  ) {
    let (header, rows) = area.splitTop(1)
    list.drawCells(headers, in: &buffer, area: header, style: Self.headerStyle)
    list.draw(
      in: &buffer, area: rows, count: browser.rowCount, selection: browser.selection,
      cells: cells)
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
    case .artists: Self.status(of: browser.artistsStore.state, rows: browser.rowCount, "artists")
    case .albums: Self.status(of: browser.artistStore.state, rows: browser.rowCount, "albums")
    case .songs: Self.status(of: browser.albumStore.state, rows: browser.rowCount, "songs")
    }
  }

  /// Loading (idle too: the load is about to start), empty or failed; `nil` for rows to show.
  static func status<Value>(
    of state: LoadState<Value, SubsonicError>, rows: Int, _ things: String
  ) -> PaneStatus? {
    switch state {
    case .idle, .loading: .loading("Loading \(things)…")
    case .loaded: rows == 0 ? .empty("No \(things)") : nil
    case .failed(let error, let canRetry): .failed(reason: error.description, canRetry: canRetry)
    }
  }
}
