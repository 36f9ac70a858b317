import MusicPresentation
import SubsonicClient
import TerminalScreen

/// The columns of the queue: the sign of the song playing, its place, the title, the artist, the
/// duration (`h:mm:ss` at most).
enum QueueColumns {
  /// The list.
  static let list = ScrollingList(columns: [
    .fixed(1), .fixed(4, alignment: .right), .flexible(weight: 3), .flexible(weight: 2),
    .fixed(7, alignment: .right),
  ])
  /// The headers of ``list``.
  static let headers = ["", "#", "Title", "Artist", "Time"]
  /// The sign of the song playing.
  static let currentSign = "▶"

  /// The texts of the song at `index` of the queue; `isCurrent` for the song playing.
  static func cells(of song: Song, index: Int, isCurrent: Bool) -> [String] {
    [
      isCurrent ? currentSign : "", String(index + 1), NameText.shown(song.title, or: .title),
      NameText.shown(song.artist, or: .artist), DurationText.text(seconds: song.duration),
    ]
  }
}
