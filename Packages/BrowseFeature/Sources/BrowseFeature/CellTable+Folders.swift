import MusicPresentation
import SubsonicClient

extension CellTable {
  /// The top folders of the file tree, every index's in order: `Folder`, `ID`.
  public static func folders(_ indexes: [DirectoryIndex]) -> CellTable {
    CellTable(
      columns: [Column("Folder"), Column("ID")],
      rows: indexes.flatMap(\.directories).map {
        [NameText.shown($0.name, or: .name), $0.id.rawValue]
      })
  }

  /// A folder's contents: `Kind` (`folder` or `song`), `Name`, `ID`.
  public static func folder(_ directory: Directory) -> CellTable {
    CellTable(
      columns: [Column("Kind"), Column("Name"), Column("ID")],
      rows: directory.children.map { child in
        switch child {
        case .directory(let folder):
          return ["folder", NameText.shown(folder.name, or: .name), folder.id.rawValue]
        case .song(let song):
          return ["song", NameText.shown(song.title, or: .title), song.id.rawValue]
        }
      })
  }
}
