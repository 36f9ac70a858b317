import MusicPresentation
import SubsonicClient

extension CellTable {
  /// What is playing now: `User`, `Player`, `Title`, `Artist`, `Since` (`3 min`; a server's
  /// minutes are clamped to 0...1,000,000), `ID`.
  public static func nowPlaying(_ entries: [NowPlayingEntry]) -> CellTable {
    CellTable(
      columns: [
        Column("User"), Column("Player"), Column("Title"), Column("Artist"),
        Column("Since", alignment: .right), Column("ID"),
      ],
      rows: entries.map { entry in
        [
          entry.username, entry.playerName ?? "", NameText.shown(entry.song.title, or: .title),
          NameText.shown(entry.song.artist, or: .artist),
          "\(Int(min(max(entry.minutesAgo, 0), 1_000_000).rounded())) min", entry.song.id.rawValue,
        ]
      })
  }
}
