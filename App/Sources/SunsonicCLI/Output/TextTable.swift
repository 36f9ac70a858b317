/// Renders rows as aligned columns: the one table renderer of the app's human output.
enum TextTable {
  /// `headers` and `rows` as lines of left-aligned columns two spaces apart; columns listed in
  /// `rightAligned` (by index) are right-aligned, for numbers. Trailing spaces are trimmed.
  static func render(headers: [String], rows: [[String]], rightAligned: Set<Int> = []) -> String {
    let all = [headers] + rows
    let columns = all.map(\.count).max() ?? 0
    var widths = Array(repeating: 0, count: columns)
    for row in all {
      for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
    }
    let lines = all.map { row in
      row.enumerated().map { index, cell in
        let padding = String(repeating: " ", count: widths[index] - cell.count)
        return rightAligned.contains(index) ? padding + cell : cell + padding
      }
      .joined(separator: "  ")
      .replacing(/\s+$/, with: "")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
