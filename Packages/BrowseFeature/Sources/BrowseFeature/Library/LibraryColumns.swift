import MusicPresentation
import SubsonicClient
import TerminalScreen

/// The columns of the library's lists, their headers and each row's texts.
enum LibraryColumns {
  /// Artists: the name, the number of albums (empty when the server did not say).
  static let artists = ScrollingList(columns: [.flexible(), .fixed(6, alignment: .right)])
  /// The headers of ``artists``.
  static let artistHeaders = ["Artist", "Albums"]

  /// An artist's albums: the name, the year, the number of songs.
  static let albums = ScrollingList(columns: [
    .flexible(), .fixed(4, alignment: .right), .fixed(5, alignment: .right),
  ])
  /// The headers of ``albums``.
  static let albumHeaders = ["Album", "Year", "Songs"]

  /// An album's songs: the track (`disc-track` on an album of several discs), the title, the
  /// artist, the duration (`h:mm:ss` at most).
  static let songs = ScrollingList(columns: [
    .fixed(4, alignment: .right), .flexible(weight: 3), .flexible(weight: 2),
    .fixed(7, alignment: .right),
  ])
  /// The headers of ``songs``.
  static let songHeaders = ["#", "Title", "Artist", "Time"]

  /// The texts of an artist's row (a name the server left empty as ``NameText`` shows it).
  static func cells(of artist: Artist) -> [String] {
    [NameText.shown(artist.name, or: .artist), artist.albumCount.map(String.init) ?? ""]
  }

  /// The texts of an album's row.
  static func cells(of album: Album) -> [String] {
    [
      NameText.shown(album.name, or: .name), album.year.map(String.init) ?? "",
      String(album.songCount),
    ]
  }

  /// The texts of a song's row; `showingDisc` on an album of several discs.
  static func cells(of song: Song, showingDisc: Bool) -> [String] {
    let track = song.track.map { showingDisc ? "\(song.discNumber ?? 1)-\($0)" : String($0) }
    return [
      track ?? "", NameText.shown(song.title, or: .title), NameText.shown(song.artist, or: .artist),
      DurationText.text(seconds: song.duration),
    ]
  }
}
