import MusicPresentation
import SubsonicClient

/// Playlists as an aligned table: Name, Songs, Duration, Owner, ID, in the order given.
public struct PlaylistsTable: Sendable, Hashable {
  /// One playlist's cells, ready to show: control characters in names are spaces, an empty
  /// name `(no name)`.
  public struct Row: Sendable, Hashable {
    /// The name.
    public let name: String
    /// How many songs, `4`.
    public let songs: String
    /// The total length, as ``MusicPresentation/DurationText``: `15:23`.
    public let duration: String
    /// The owner's username, or `-`.
    public let owner: String
    /// The id, to pass to `playlist ID`.
    public let id: String

    /// Creates the row of `playlist`.
    public init(_ playlist: Playlist) {
      name = oneLine(NameText.shown(playlist.name, or: .name))
      songs = String(playlist.songCount)
      duration = DurationText.text(seconds: playlist.duration)
      owner = playlist.owner.map(oneLine) ?? "-"
      id = oneLine(playlist.id.rawValue)
    }

    /// The cells in column order.
    public var cells: [String] { [name, songs, duration, owner, id] }
  }

  /// `Name`, `Songs` (right-aligned), `Duration` (right-aligned), `Owner`, `ID`.
  public static let columns: [CellTable.Column] = [
    CellTable.Column("Name"), CellTable.Column("Songs", alignment: .right),
    CellTable.Column("Duration", alignment: .right), CellTable.Column("Owner"),
    CellTable.Column("ID"),
  ]

  /// One row per playlist, in the order given.
  public let rows: [Row]

  /// The table of `playlists`.
  public init(_ playlists: [Playlist]) {
    rows = playlists.map(Row.init)
  }

  /// The rows as the cells of an aligned table, for the app's renderer.
  public var table: CellTable {
    CellTable(columns: Self.columns, rows: rows.map(\.cells))
  }
}
