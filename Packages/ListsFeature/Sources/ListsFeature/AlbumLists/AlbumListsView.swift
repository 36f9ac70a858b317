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
public struct AlbumListsView {
  /// The screen drawn.
  public let screen: AlbumListsScreen

  /// The rows above the list: the kinds, the trail and the column headers.
  static let rowsAboveList = 3
  /// The style of the trail.
  static let titleStyle = Style(bold: true)
  /// The style of the column headers and of the count of rows loaded.
  static let headerStyle = Style(dim: true)

  /// A view of `screen`.
  public init(screen: AlbumListsScreen) {
    self.screen = screen
  }

  /// The rows the list gets in `area`: what the screen's ``AlbumListsScreen/listHeight``
  /// should be.
  public static func listHeight(in area: Rect) -> Int {
    max(1, area.height - rowsAboveList)
  }

  /// Where the list's rows are drawn in `area` (for mouse clicks: a click `n` rows below its
  /// top is ``AlbumListsScreen/click(listRow:)`` of `n`).
  public static func listArea(in area: Rect) -> Rect {
    area.splitTop(rowsAboveList).rest
  }

  /// Draws the screen's state into `area` of `buffer`, clearing the area first.
  public func draw(in buffer: inout ScreenBuffer, area: Rect) {
    guard !area.isEmpty else { return }
    buffer.fill(x: area.x, y: area.y, width: area.width, height: area.height)
    let (kinds, belowKinds) = area.splitTop(1)
    let (trailRow, body) = belowKinds.splitTop(1)
    AlbumListKindsBar(current: screen.kind).draw(in: &buffer, area: kinds)
    drawTrail(in: &buffer, area: AlbumListColumns.albums.contentArea(of: trailRow))
    if let status {
      status.draw(in: &buffer, area: body)
      return
    }
    let (header, rows) = body.splitTop(1)
    guard let pages = screen.pages else {
      let genres = screen.genres
      let list = AlbumListColumns.genres
      list.drawCells(
        AlbumListColumns.genreHeaders, in: &buffer, area: header, style: Self.headerStyle)
      list.draw(in: &buffer, area: rows, count: genres.count, selection: screen.selection) {
        AlbumListColumns.cells(of: genres[$0])
      }
      return
    }
    let albums = pages.albums
    let list = AlbumListColumns.albums
    list.drawCells(
      AlbumListColumns.albumHeaders, in: &buffer, area: header, style: Self.headerStyle)
    let count = screen.rowCount
    list.draw(in: &buffer, area: rows, count: count, selection: screen.selection) {
      $0 < albums.count ? AlbumListColumns.cells(of: albums[$0]) : []
    }
    guard let footer = pages.footer else { return }
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
    Breadcrumb(trail).draw(in: &buffer, area: trailArea, style: Self.titleStyle)
    buffer.put(count, in: countArea, alignment: .right, style: Self.headerStyle)
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
