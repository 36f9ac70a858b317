import MusicPresentation
import SubsonicClient
import TerminalScreen

/// Draws an ``AlbumListsScreen`` into an area of a ``ScreenBuffer``: the kinds on the first row
/// (``AlbumListKindsBar``), where the screen is on the second (`Genres › Jazz`, and how many
/// rows are loaded at the right: `100+ albums` while more may come), then the list under its
/// column headers, or its state in place (`Loading newest albums…`, `No starred albums`, a
/// failure's reason with `r retries`). While the next page of albums loads or after it failed,
/// the row after the albums says so (`Loading more albums…`; the reason and `r retries`).
///
/// A view of the screen and its stores and nothing else: it reads their state and the
/// selections, changes nothing, and draws only inside the area. Every name from the server is
/// escaped and cut with `…` to its column, wide characters taking two cells, so the columns stay
/// aligned.
@MainActor
public struct AlbumListsView: ListPaneView {
  /// The screen drawn.
  public let screen: AlbumListsScreen

  /// The kinds and the trail on the first two rows, then the column headers and the list.
  public static let pane = ListPane(titleRows: 2)

  /// A view of `screen`.
  public init(screen: AlbumListsScreen) {
    self.screen = screen
  }

  /// Draws the screen's state into `area` of `buffer`, clearing the area first.
  public func draw(in buffer: inout ScreenBuffer, area: Rect) {
    let title = { (buffer: inout ScreenBuffer, title: Rect) in
      let (kinds, trailRow) = title.splitTop(1)
      AlbumListKindsBar(current: screen.kind).draw(in: &buffer, area: kinds)
      drawTrail(in: &buffer, area: AlbumListColumns.albums.contentArea(of: trailRow))
    }
    guard let pages = screen.pages else {
      let genres = screen.genres
      Self.pane.draw(
        in: &buffer, area: area, status: status, list: AlbumListColumns.genres,
        headers: AlbumListColumns.genreHeaders, count: genres.count,
        selection: screen.selection, title: title
      ) { AlbumListColumns.cells(of: genres[$0]) }
      return
    }
    let albums = pages.albums
    let list = AlbumListColumns.albums
    let count = screen.rowCount
    guard
      let rows = Self.pane.draw(
        in: &buffer, area: area, status: status, list: list,
        headers: AlbumListColumns.albumHeaders, count: count, selection: screen.selection,
        title: title, cells: { $0 < albums.count ? AlbumListColumns.cells(of: albums[$0]) : [] }),
      let footer = pages.footer
    else { return }
    let selection = screen.selection.clamped(count: count, height: rows.height)
    let line = albums.count - selection.top
    guard (0..<rows.height).contains(line) else { return }
    let selected = selection.index == albums.count
    AlbumListFooterRow(footer: footer, selectedStyle: selected ? list.selectedStyle : nil)
      .draw(in: &buffer, area: list.contentArea(of: rows.row(line)))
  }

  /// The trail at the left, and the rows loaded at the right once there are some.
  private func drawTrail(in buffer: inout ScreenBuffer, area: Rect) {
    let count = loadedCount ?? ""
    let (trailArea, countArea) = area.splitRight(count.isEmpty ? 0 : count.count + 2)
    Breadcrumb(trail).draw(in: &buffer, area: trailArea, style: ListPane.titleStyle)
    buffer.put(count, in: countArea, alignment: .right, style: ListPane.headerStyle)
  }

  /// The names on the second row: the kind, and the genre opened.
  var trail: [String] {
    switch screen.level {
    case .albums(let kind): [kind.title]
    case .genres: [AlbumListKind.genres.title]
    case .genreAlbums(let genre):
      [AlbumListKind.genres.title, NameText.shown(genre.name, or: .name)]
    }
  }

  /// How many rows are loaded (`12 genres`, `100+ albums` while more may come); `nil` while
  /// the list shows its state instead.
  var loadedCount: String? {
    guard status == nil else { return nil }
    guard let pages = screen.pages else { return Self.counted(screen.genres.count, "genre") }
    return Self.counted(pages.albums.count, "album", more: !pages.isComplete)
  }

  /// `1 album`, `12 albums`, `100+ albums`.
  static func counted(_ count: Int, _ thing: String, more: Bool = false) -> String {
    "\(count)\(more ? "+" : "") \(thing)\(count == 1 && !more ? "" : "s")"
  }
}
