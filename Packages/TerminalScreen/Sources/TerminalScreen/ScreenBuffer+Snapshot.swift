/// Buffers as text, for snapshot tests: the characters row by row, and the styles as a map of
/// marks under them.
extension ScreenBuffer {
  /// The buffer as plain text: one string per row, each wide character once, empty cells as
  /// spaces, trailing spaces trimmed (a golden text survives editors that strip them).
  public func lines() -> [String] {
    (0..<height).map { y in
      var line = ""
      for x in 0..<width {
        switch self[x, y].content {
        case .empty: line.append(" ")
        case .narrow(let character), .wide(let character): line.append(character)
        case .continuation: break
        }
      }
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// The styles as text: one string per row with one mark per column, then a legend.
  ///
  /// A cell in ``Style/plain`` is `.`; every other style gets a mark in the order it first
  /// appears, row after row: `A` to `Z`, `a` to `z`, `0` to `9`, then `*` for the rest. Both
  /// columns of a wide character carry its mark, so the marks line up under ``lines()`` in a
  /// monospaced font. Trailing `.` are trimmed. After the rows, one line per mark names its
  /// style, such as `A: fg=red bold`.
  ///
  /// ```
  /// AAAAA ..BB
  /// A: bold
  /// B: fg=black bg=white
  /// ```
  public func styleLines() -> [String] {
    let marks = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
    var markOfStyle: [Style: Character] = [.plain: "."]
    var legend: [String] = []
    var rows: [String] = []
    for y in 0..<height {
      var row = ""
      for x in 0..<width {
        let style = self[x, y].style
        if let mark = markOfStyle[style] {
          row.append(mark)
          continue
        }
        let mark = legend.count < marks.count ? marks[legend.count] : "*"
        if mark != "*" || !legend.contains(where: { $0.hasPrefix("*") }) {
          legend.append(mark == "*" ? "*: other styles" : "\(mark): \(style)")
        }
        markOfStyle[style] = mark
        row.append(mark)
      }
      while row.last == "." { row.removeLast() }
      rows.append(row)
    }
    return rows + legend
  }
}
