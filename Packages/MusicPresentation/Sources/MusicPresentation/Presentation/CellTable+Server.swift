import SubsonicClient

extension CellTable {
  /// Genres: `Genre`, `Songs`, `Albums`.
  public static func genres(_ genres: [Genre]) -> CellTable {
    CellTable(
      columns: [
        Column("Genre"), Column("Songs", alignment: .right), Column("Albums", alignment: .right),
      ],
      rows: genres.map { [$0.name, String($0.songCount), String($0.albumCount)] })
  }

  /// The top folders of the file tree, every index's in order: `Folder`, `ID`.
  public static func folders(_ indexes: [DirectoryIndex]) -> CellTable {
    CellTable(
      columns: [Column("Folder"), Column("ID")],
      rows: indexes.flatMap(\.directories).map { [$0.name, $0.id.rawValue] })
  }

  /// A folder's contents: `Kind` (`folder` or `song`), `Name`, `ID`.
  public static func folder(_ directory: Directory) -> CellTable {
    CellTable(
      columns: [Column("Kind"), Column("Name"), Column("ID")],
      rows: directory.children.map { child in
        switch child {
        case .directory(let folder): return ["folder", folder.name, folder.id.rawValue]
        case .song(let song): return ["song", song.title, song.id.rawValue]
        }
      })
  }

  /// Bookmarks: `Title`, `Artist`, `At` (`m:ss`), `Comment`, `ID`.
  public static func bookmarks(_ bookmarks: [Bookmark]) -> CellTable {
    CellTable(
      columns: [
        Column("Title"), Column("Artist"), Column("At", alignment: .right), Column("Comment"),
        Column("ID"),
      ],
      rows: bookmarks.map {
        [
          $0.entry.title, $0.entry.artist ?? "",
          DurationText.text(seconds: $0.positionMilliseconds / 1000), $0.comment ?? "",
          $0.entry.id.rawValue,
        ]
      })
  }

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
          entry.username, entry.playerName ?? "", entry.song.title, entry.song.artist ?? "",
          "\(Int(min(max(entry.minutesAgo, 0), 1_000_000).rounded())) min", entry.song.id.rawValue,
        ]
      })
  }
}
