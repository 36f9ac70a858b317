import MusicPresentation
import SubsonicClient
import TerminalScreen

/// The columns of the playlists screen's lists, their headers and each row's texts.
enum PlaylistsColumns {
  /// The playlists: the name, the number of songs, the length (`h:mm:ss` at most), the owner,
  /// and whether others may see it.
  static let playlists = ScrollingList(columns: [
    .flexible(weight: 3), .fixed(5, alignment: .right), .fixed(9, alignment: .right),
    .flexible(weight: 1), .fixed(7),
  ])
  /// The headers of ``playlists``.
  static let playlistHeaders = ["Playlist", "Songs", "Time", "Owner", "Shared"]

  /// A playlist's songs: the position (1 is the first), the title, the artist, the album, the
  /// duration.
  static let songs = ScrollingList(columns: [
    .fixed(4, alignment: .right), .flexible(weight: 3), .flexible(weight: 2),
    .flexible(weight: 2), .fixed(7, alignment: .right),
  ])
  /// The headers of ``songs``.
  static let songHeaders = ["#", "Title", "Artist", "Album", "Time"]

  /// The texts of a playlist's row: `public` or `private` when the server says.
  static func cells(of playlist: Playlist) -> [String] {
    [
      NameText.shown(playlist.name, or: .name), String(playlist.songCount),
      DurationText.text(seconds: playlist.duration),
      playlist.owner ?? "", playlist.isPublic.map { $0 ? "public" : "private" } ?? "",
    ]
  }

  /// The texts of the song at `index` of a playlist.
  static func cells(of song: Song, index: Int) -> [String] {
    [
      String(index + 1), NameText.shown(song.title, or: .title),
      NameText.shown(song.artist, or: .artist), NameText.shown(song.album, or: .album),
      DurationText.text(seconds: song.duration),
    ]
  }
}
