import MusicPresentation
import SubsonicClient
import TerminalScreen

/// The columns of the search results, the same for every section so that they line up: a name
/// (the artist's, the album's, the song's title), an artist (the album's or the song's; the
/// number of albums for an artist), and a year (an album's) or a duration (a song's).
enum SearchColumns {
  /// The list every section is drawn in.
  static let list = ScrollingList(columns: [
    .flexible(weight: 3), .flexible(weight: 2), .fixed(7, alignment: .right),
  ])

  /// The style of a section's header row.
  static let headerStyle = Style(bold: true)
  /// The style of the row after the songs while the next page loads.
  static let loadingMoreStyle = Style(dim: true)

  /// The texts of `row`.
  static func cells(of row: SearchRow) -> [String] {
    switch row {
    case .header(let section, let count, let hasMore):
      ["\(section.title) (\(count)\(hasMore ? "+" : ""))"]
    case .artist(let artist):
      [
        NameText.shown(artist.name, or: .artist),
        artist.albumCount.map { $0 == 1 ? "1 album" : "\($0) albums" } ?? "",
      ]
    case .album(let album):
      [
        NameText.shown(album.name, or: .name), NameText.shown(album.artist, or: .artist),
        album.year.map(String.init) ?? "",
      ]
    case .song(let song, _):
      [
        NameText.shown(song.title, or: .title), NameText.shown(song.artist, or: .artist),
        DurationText.text(seconds: song.duration),
      ]
    case .loadingMore:
      ["Loading more songs…"]
    case .loadMoreFailed(let error, _):
      [error.description]
    }
  }

  /// The style of `row` when it is not selected: headers bold, the next page's state quiet or
  /// red; `nil` for the list's own style.
  static func style(of row: SearchRow) -> Style? {
    switch row {
    case .header: headerStyle
    case .loadingMore: loadingMoreStyle
    case .loadMoreFailed: PaneStatus.failureStyle
    case .artist, .album, .song: nil
    }
  }
}
