import SubsonicClient

/// Playlists as an aligned table: Name, Songs, Duration, Owner, ID, in the order given.
public struct PlaylistsTable: Sendable, Hashable {
  /// One playlist's cells, ready to show: control characters in names are spaces.
  public struct Row: Sendable, Hashable {
    /// The name.
    public let name: String
    /// How many songs, `4`.
    public let songs: String
    /// The total length, as ``DurationText/text(seconds:)-(Int)``: `15:23`.
    public let duration: String
    /// The owner's username, or `-`.
    public let owner: String
    /// The id, to pass to `playlist ID`.
    public let id: String

    /// Creates the row of `playlist`.
    public init(_ playlist: Playlist) {
      name = oneLine(playlist.name)
      songs = String(playlist.songCount)
      duration = DurationText.text(seconds: playlist.duration)
      owner = playlist.owner.map(oneLine) ?? "-"
      id = oneLine(playlist.id.rawValue)
    }

    /// The cells in column order.
    public var cells: [String] { [name, songs, duration, owner, id] }
  }

  /// `Name`, `Songs` (right-aligned), `Duration` (right-aligned), `Owner`, `ID`.
  public static let columns: [TextTable.Column] = [
    TextTable.Column("Name"), TextTable.Column("Songs", .right),
    TextTable.Column("Duration", .right), TextTable.Column("Owner"), TextTable.Column("ID"),
  ]

  /// One row per playlist, in the order given.
  public let rows: [Row]

  /// The table of `playlists`.
  public init(_ playlists: [Playlist]) {
    rows = playlists.map(Row.init)
  }

  /// The rows as a ``TextTable``.
  public var table: TextTable {
    TextTable(columns: Self.columns, rows: rows.map(\.cells))
  }

  /// The header line and one aligned line per playlist, no trailing newline.
  public var text: String { table.text }
}
