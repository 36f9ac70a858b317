import MusicPresentation
import SubsonicClient

/// A playlist's entries as an aligned table: Index, Title, Artist, Duration, ID.
///
/// The index is 1-based (1 is the first entry) and is what `playlist remove` and
/// ``PlaylistStore/remove(positions:from:)`` take.
public struct PlaylistEntriesTable: Sendable, Hashable {
  /// One entry's cells, ready to show: control characters in texts are spaces, names the
  /// server left empty as ``MusicPresentation/NameText`` shows them.
  public struct Row: Sendable, Hashable {
    /// The 1-based position in the playlist.
    public let position: Int
    /// The title.
    public let title: String
    /// The artist, or `(unknown artist)`.
    public let artist: String
    /// The length, as ``MusicPresentation/DurationText``, or `-`.
    public let duration: String
    /// The song's id.
    public let id: String

    /// Creates the row of `song` at the 1-based `position`.
    public init(_ song: Song, position: Int) {
      self.position = position
      title = oneLine(NameText.shown(song.title, or: .title))
      artist = oneLine(NameText.shown(song.artist, or: .artist))
      duration = DurationText.text(seconds: song.duration, unknown: "-")
      id = oneLine(song.id.rawValue)
    }

    /// The cells in column order.
    public var cells: [String] { [String(position), title, artist, duration, id] }
  }

  /// `Index` (right-aligned), `Title`, `Artist`, `Duration` (right-aligned), `ID`.
  public static let columns: [CellTable.Column] = [
    CellTable.Column("Index", alignment: .right), CellTable.Column("Title"),
    CellTable.Column("Artist"),
    CellTable.Column("Duration", alignment: .right), CellTable.Column("ID"),
  ]

  /// One row per entry, in playlist order, numbered from 1.
  public let rows: [Row]

  /// The table of `entries`, in order.
  public init(_ entries: [Song]) {
    rows = entries.enumerated().map { Row($0.element, position: $0.offset + 1) }
  }

  /// The rows as the cells of an aligned table, for the app's renderer.
  public var table: CellTable {
    CellTable(columns: Self.columns, rows: rows.map(\.cells))
  }
}
