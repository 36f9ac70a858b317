import MusicPresentation

/// Renders rows as aligned columns: the one table renderer of the app's human output.
///
/// Cells come from servers: every control character in them (line breaks, tabs, escape) is shown
/// as a space (``MusicPresentation/oneLine(_:)``), so that a name can neither break the table
/// nor send a terminal escape sequence.
enum TextTable {
  /// `headers` and `rows` as lines of left-aligned columns two spaces apart; columns listed in
  /// `rightAligned` (by index) are right-aligned, for numbers. Trailing spaces are trimmed.
  static func render(headers: [String], rows: [[String]], rightAligned: Set<Int> = []) -> String {
    lines([headers] + rows, rightAligned: rightAligned)
  }

  /// `rows` aligned as ``render(headers:rows:rightAligned:)`` does, with no header line: for
  /// label and value pairs.
  static func render(rows: [[String]], rightAligned: Set<Int> = []) -> String {
    rows.isEmpty ? "" : lines(rows, rightAligned: rightAligned)
  }

  private static func lines(_ cells: [[String]], rightAligned: Set<Int>) -> String {
    let all = cells.map { $0.map { TerminalText.escaped(oneLine($0)) } }
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
    }
    .map(trimmingTrailingSpaces)
    return lines.joined(separator: "\n") + "\n"
  }

  /// `line` without its trailing spaces, in linear time: the regex `\s+$` backtracks on every
  /// run of padding and took 31 s for a line with a 4000-character cell (found by Scripts/fuzz).
  private static func trimmingTrailingSpaces(_ line: String) -> String {
    var end = line.endIndex
    while end > line.startIndex, line[line.index(before: end)] == " " {
      end = line.index(before: end)
    }
    return String(line[..<end])
  }
}
