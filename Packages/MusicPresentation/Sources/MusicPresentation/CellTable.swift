/// Rows for an aligned text table: column headers and the cells of each row, all strings, ready
/// for the app's one table renderer. No drawing here: just the cells.
///
/// Every row has exactly one cell per column; a missing value is an empty cell.
public struct CellTable: Sendable, Hashable {
  /// Which side of its column a cell sits on.
  public enum Alignment: Sendable, Hashable {
    /// Text: padded on the right.
    case left
    /// Numbers, durations and sizes: padded on the left.
    case right
  }

  /// A column: its header and alignment.
  public struct Column: Sendable, Hashable {
    /// The header, as `Name`, `#`, `Duration`.
    public let title: String
    /// How the column's cells align.
    public let alignment: Alignment

    /// Creates a column, left-aligned unless told.
    public init(_ title: String, alignment: Alignment = .left) {
      self.title = title
      self.alignment = alignment
    }
  }

  /// The columns, in display order.
  public let columns: [Column]
  /// The rows, in display order, each with one cell per column.
  public let rows: [[String]]

  /// The columns' headers.
  public var headers: [String] { columns.map(\.title) }

  /// The indexes of the right-aligned columns.
  public var rightAligned: Set<Int> {
    Set(columns.indices.filter { columns[$0].alignment == .right })
  }

  /// Creates a table; a row with too few cells is padded with empty ones and one with too many
  /// is cut to the columns.
  public init(columns: [Column], rows: [[String]]) {
    self.columns = columns
    // Rows of the right size (all, from the app's tables) are kept as they are, not copied.
    guard !rows.allSatisfy({ $0.count == columns.count }) else {
      self.rows = rows
      return
    }
    self.rows = rows.map { row in
      Array(
        (row + Array(repeating: "", count: max(0, columns.count - row.count)))
          .prefix(columns.count))
    }
  }
}
