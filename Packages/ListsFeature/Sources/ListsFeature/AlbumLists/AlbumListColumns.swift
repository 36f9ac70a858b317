import MusicPresentation
import SubsonicClient
import TerminalScreen

/// The columns of the album lists screen's lists, their headers and each row's texts.
enum AlbumListColumns {
  /// Albums: the name, the artist, the year, the number of songs, the length (`h:mm:ss` at
  /// most).
  static let albums = ScrollingList(columns: [
    .flexible(weight: 3), .flexible(weight: 2), .fixed(4, alignment: .right),
    .fixed(5, alignment: .right), .fixed(7, alignment: .right),
  ])
  /// The headers of ``albums``.
  static let albumHeaders = ["Album", "Artist", "Year", "Songs", "Time"]

  /// Genres: the name, the number of albums, the number of songs.
  static let genres = ScrollingList(columns: [
    .flexible(), .fixed(6, alignment: .right), .fixed(7, alignment: .right),
  ])
  /// The headers of ``genres``.
  static let genreHeaders = ["Genre", "Albums", "Songs"]

  /// The texts of an album's row.
  static func cells(of album: Album) -> [String] {
    [
      NameText.shown(album.name, or: .name), NameText.shown(album.artist, or: .artist),
      album.year.map(String.init) ?? "", String(album.songCount),
      DurationText.text(seconds: album.duration),
    ]
  }

  /// The texts of a genre's row.
  static func cells(of genre: Genre) -> [String] {
    [NameText.shown(genre.name, or: .name), String(genre.albumCount), String(genre.songCount)]
  }
}
