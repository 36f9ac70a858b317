import MusicPresentation
import SubsonicClient

extension CellTable {
  /// The music folders, in the server's order: `Music folder`, `ID`.
  public static func musicFolders(_ folders: [MusicFolder]) -> CellTable {
    CellTable(
      columns: [Column("Music folder"), Column("ID")],
      rows: folders.map { [NameText.shown($0.name, or: .name), $0.id.rawValue] })
  }
}
