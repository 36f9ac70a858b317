import LoadStore
import MusicPresentation
import SubsonicClient
import TerminalScreen

/// Draws an ``ArtistDetailsScreen`` into an area of a ``ScreenBuffer``: the artist's name and
/// album count on the first row (`Aurora Vale · 2 albums`), the biography as plain text wrapped
/// to the area (with a scroll bar when it is taller than its rows), then the similar artists
/// under their headers at the bottom; or the state in place (`Loading biography…`,
/// `No biography`, `No similar artists`, a failure's reason with `r retries`).
///
/// A view of the screen and its store and nothing else: it reads them, changes nothing, and
/// draws only inside the area. Every text from the server is escaped, the biography wrapped and
/// the names cut with `…` to their column, in display columns, wide characters taking two.
///
/// The parts have fixed places, so a root can fit the screen and place clicks before anything
/// loads: the similar artists take the bottom rows (``listArea(in:)``, at most
/// ``ArtistInfoStore/similarCount`` rows and half the area), under a blank row and their
/// headers; the biography the rows between the title and them.
@MainActor
public struct ArtistDetailsView {
  /// The screen drawn.
  public let screen: ArtistDetailsScreen

  /// The rows above the biography: the title.
  static let rowsAboveBiography = 1
  /// The rows between the biography and the list: a blank row and the headers.
  static let rowsAboveList = 2
  /// The style of the title.
  static let titleStyle = Style(bold: true)
  /// The style of the list's headers.
  static let headerStyle = Style(dim: true)
  /// The headers of the similar artists.
  static let headers = ["Similar artists", "Albums"]

  /// A view of `screen`.
  public init(screen: ArtistDetailsScreen) {
    self.screen = screen
  }

  /// The rows the similar artists get in `area`: what the screen's
  /// ``ArtistDetailsScreen/listHeight`` should be.
  public static func listHeight(in area: Rect) -> Int {
    max(1, listArea(in: area).height)
  }

  /// Where the similar artists' rows are drawn inside `area` (for mouse clicks): its bottom
  /// rows.
  public static func listArea(in area: Rect) -> Rect {
    let body = area.height - rowsAboveBiography - rowsAboveList
    let rows = max(1, min(ArtistInfoStore.similarCount, body / 2))
    return area.splitBottom(rows).bottom
  }

  /// The rows the biography gets in `area`: what the screen's
  /// ``ArtistDetailsScreen/biographyHeight`` should be.
  public static func biographyHeight(in area: Rect) -> Int {
    max(1, biographyArea(in: area).height)
  }

  /// The columns the biography is wrapped to in `area`: what the screen's
  /// ``ArtistDetailsScreen/textWidth`` should be.
  public static func textWidth(in area: Rect) -> Int {
    max(1, textArea(of: biographyArea(in: area)).width)
  }

  /// Sets `screen`'s ``ArtistDetailsScreen/listHeight``,
  /// ``ArtistDetailsScreen/biographyHeight`` and ``ArtistDetailsScreen/textWidth`` for the
  /// view drawn in `area`, as the root does before it draws.
  public static func fit(_ screen: ArtistDetailsScreen, to area: Rect) {
    screen.listHeight = listHeight(in: area)
    screen.biographyHeight = biographyHeight(in: area)
    screen.textWidth = textWidth(in: area)
  }

  /// The rows between the title and the blank row above the list's headers.
  static func biographyArea(in area: Rect) -> Rect {
    let list = listArea(in: area)
    let top = area.splitTop(rowsAboveBiography).rest
    return top.splitTop(list.y - rowsAboveList - top.y).top
  }

  /// A text's columns in `area`: one in from the left, and clear of the scroll bar.
  static func textArea(of area: Rect) -> Rect {
    area.splitLeft(1).rest.splitRight(2).rest
  }

  /// Draws the screen's state into `area` of `buffer`, clearing the area first.
  public func draw(in buffer: inout ScreenBuffer, area: Rect) {
    guard !area.isEmpty else { return }
    buffer.fill(x: area.x, y: area.y, width: area.width, height: area.height)
    let (title, body) = area.splitTop(Self.rowsAboveBiography)
    guard let artist = screen.artist else {
      PaneStatus.empty("No artist").draw(in: &buffer, area: body)
      return
    }
    Breadcrumb(Self.trail(of: artist), separator: " · ").draw(
      in: &buffer, area: title.splitLeft(1).rest, style: Self.titleStyle)
    switch screen.infoStore.state {
    case .idle, .loading:
      PaneStatus.loading("Loading biography…").draw(in: &buffer, area: body)
    case .failed(let error, let canRetry):
      PaneStatus.failed(reason: error.description, canRetry: canRetry).draw(
        in: &buffer, area: body)
    case .loaded:
      drawBiography(in: &buffer, area: Self.biographyArea(in: area))
      drawSimilarArtists(in: &buffer, area: area)
    }
  }

  /// The name, and the number of albums when the server said.
  static func trail(of artist: Artist) -> [String] {
    let name = NameText.shown(artist.name, or: .artist)
    guard let count = artist.albumCount else { return [name] }
    return [name, count == 1 ? "1 album" : "\(count) albums"]
  }

  /// The biography's lines from the screen's top line, or `No biography`.
  private func drawBiography(in buffer: inout ScreenBuffer, area: Rect) {
    let text = Self.textArea(of: area)
    let lines = screen.biographyLines(width: text.width)
    guard !lines.isEmpty else {
      PaneStatus.empty("No biography").draw(in: &buffer, area: area)
      return
    }
    let top = min(screen.biographyTop, max(0, lines.count - area.height))
    for (row, line) in lines.dropFirst(top).prefix(area.height).enumerated() {
      buffer.put(line, in: text.row(row), alignment: .left)
    }
    ScrollIndicator.draw(
      in: &buffer, area: area.splitRight(1).right, count: lines.count, top: top)
  }

  /// The similar artists under their headers in the list's rows, or `No similar artists`.
  private func drawSimilarArtists(in buffer: inout ScreenBuffer, area: Rect) {
    let rows = Self.listArea(in: area)
    guard rows.y - 1 >= area.y + Self.rowsAboveBiography else { return }  // no room under the title
    let header = Rect(x: area.x, y: rows.y - 1, width: area.width, height: 1)
    let artists = screen.similarArtists
    let list = LibraryColumns.artists
    guard !artists.isEmpty else {
      list.drawCells([Self.headers[0]], in: &buffer, area: header, style: Self.headerStyle)
      PaneStatus.empty("No similar artists").draw(in: &buffer, area: rows)
      return
    }
    list.drawCells(Self.headers, in: &buffer, area: header, style: Self.headerStyle)
    list.draw(in: &buffer, area: rows, count: artists.count, selection: screen.selection) {
      LibraryColumns.cells(of: artists[$0])
    }
  }
}
