/// A plain-text table: a header line and one line per row, columns separated by two spaces and
/// padded to their widest cell (counted in characters), trailing spaces trimmed.
///
/// ```
/// Name         Songs  Duration  Owner    ID
/// Morning Mix      4     15:23  preview  playlist-1
/// ```
public struct TextTable: Sendable, Hashable {
  /// A column: its title and how its cells line up.
  public struct Column: Sendable, Hashable {
    /// The title in the header line.
    public let title: String
    /// How cells line up.
    public let alignment: Alignment

    /// Creates a column.
    public init(_ title: String, _ alignment: Alignment = .left) {
      self.title = title
      self.alignment = alignment
    }
  }

  /// How a column's cells line up.
  public enum Alignment: Sendable, Hashable {
    /// Text: padded on the right.
    case left
    /// Numbers: padded on the left.
    case right
  }

  /// The columns, in order.
  public let columns: [Column]
  /// The cells, row by row; a short row reads as padded with empty cells, extra cells are
  /// ignored.
  public let rows: [[String]]

  /// Creates a table.
  public init(columns: [Column], rows: [[String]]) {
    self.columns = columns
    self.rows = rows
  }

  /// The header line and the rows, aligned, one line each, no trailing newline.
  public var text: String {
    let lines = [columns.map(\.title)] + rows
    let widths = columns.indices.map { column in
      lines.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
    }
    return lines.map { cells in
      let padded = columns.indices.map { column in
        let cell = column < cells.count ? cells[column] : ""
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return columns[column].alignment == .left ? cell + padding : padding + cell
      }
      return String(padded.joined(separator: "  ").reversed().drop { $0 == " " }.reversed())
    }
    .joined(separator: "\n")
  }
}
