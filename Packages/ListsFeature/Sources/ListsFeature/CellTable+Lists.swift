import MusicPresentation
import SubsonicClient

extension CellTable {
  /// Genres: `Genre`, `Songs`, `Albums`.
  public static func genres(_ genres: [Genre]) -> CellTable {
    CellTable(
      columns: [
        Column("Genre"), Column("Songs", alignment: .right), Column("Albums", alignment: .right),
      ],
      rows: genres.map {
        [NameText.shown($0.name, or: .name), String($0.songCount), String($0.albumCount)]
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
          NameText.shown($0.entry.title, or: .title), NameText.shown($0.entry.artist, or: .artist),
          DurationText.text(seconds: $0.positionMilliseconds / 1000), $0.comment ?? "",
          $0.entry.id.rawValue,
        ]
      })
  }
}
