import SubsonicClient

extension SearchTable {
  /// Found artists: `Name`, `Albums` (empty when the server did not say), `ID`.
  public static func artists(_ artists: [Artist]) -> SearchTable {
    SearchTable(
      columns: [Column("Name"), Column("Albums", alignment: .right), Column("ID")],
      rows: artists.map { [$0.name, $0.albumCount.map(String.init) ?? "", $0.id.rawValue] })
  }

  /// Found albums: `Album`, `Artist`, `Year`, `Songs`, `ID`.
  public static func albums(_ albums: [Album]) -> SearchTable {
    SearchTable(
      columns: [
        Column("Album"), Column("Artist"), Column("Year", alignment: .right),
        Column("Songs", alignment: .right), Column("ID"),
      ],
      rows: albums.map { album in
        [
          album.name, album.artist ?? "", album.year.map(String.init) ?? "",
          String(album.songCount), album.id.rawValue,
        ]
      })
  }

  /// Found songs: `Title`, `Artist`, `Album`, `Duration` (`m:ss`, `h:mm:ss`), `ID`.
  public static func songs(_ songs: [Song]) -> SearchTable {
    SearchTable(
      columns: [
        Column("Title"), Column("Artist"), Column("Album"),
        Column("Duration", alignment: .right), Column("ID"),
      ],
      rows: songs.map { song in
        [
          song.title, song.artist ?? "", song.album ?? "",
          ClockText.text(seconds: song.duration), song.id.rawValue,
        ]
      })
  }
}

/// A length in seconds as `m:ss` under an hour, `h:mm:ss` from an hour; empty for `nil`.
enum ClockText {
  static func text(seconds: Int?) -> String {
    guard let seconds else { return "" }
    let total = max(0, seconds)
    let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
    let paddedSeconds = rest < 10 ? "0\(rest)" : "\(rest)"
    guard hours > 0 else { return "\(minutes):\(paddedSeconds)" }
    let paddedMinutes = minutes < 10 ? "0\(minutes)" : "\(minutes)"
    return "\(hours):\(paddedMinutes):\(paddedSeconds)"
  }
}
