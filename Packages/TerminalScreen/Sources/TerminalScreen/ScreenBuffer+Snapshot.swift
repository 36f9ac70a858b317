/// Buffers as text, for snapshot tests: the characters row by row, and the styles as a map of
/// marks under them.
extension ScreenBuffer {
  /// The buffer as plain text: one string per row, each wide character once, empty cells as
  /// spaces, trailing spaces trimmed (a golden text survives editors that strip them).
  public func lines() -> [String] {
    // Built as UTF-8 bytes: snapshot suites turn thousands of cells into text, and appending
    // `Character`s and trimming them one by one was most of a view test's time in debug builds.
    (0..<height).map { y in
      var line: [UInt8] = []
      line.reserveCapacity(width)
      for cell in cells[(y * width)..<(y * width + width)] {
        switch cell.content {
        case .empty: line.append(UInt8(ascii: " "))
        case .narrow(let character), .wide(let character): line.append(contentsOf: character.utf8)
        case .continuation: break
        }
      }
      let end = (line.lastIndex { $0 != UInt8(ascii: " ") } ?? -1) + 1
      return String(decoding: line[..<end], as: UTF8.self)
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
    let marks = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".utf8)
    let plainMark = UInt8(ascii: ".")
    let otherMark = UInt8(ascii: "*")
    var markOfStyle: [Style: UInt8] = [.plain: plainMark]
    var legend: [String] = []
    var rows: [String] = []
    // A row's cells mostly share the style of the cell before: compared first, looked up after.
    var previous = (style: Style.plain, mark: plainMark)
    for y in 0..<height {
      var row: [UInt8] = []
      row.reserveCapacity(width)
      for cell in cells[(y * width)..<(y * width + width)] {
        let style = cell.style
        if style == previous.style {
          row.append(previous.mark)
          continue
        }
        let mark: UInt8
        if let known = markOfStyle[style] {
          mark = known
        } else {
          mark = legend.count < marks.count ? marks[legend.count] : otherMark
          if mark != otherMark || !legend.contains(where: { $0.hasPrefix("*") }) {
            legend.append(
              mark == otherMark ? "*: other styles" : "\(Character(Unicode.Scalar(mark))): \(style)"
            )
          }
          markOfStyle[style] = mark
        }
        previous = (style, mark)
        row.append(mark)
      }
      let end = (row.lastIndex { $0 != plainMark } ?? -1) + 1
      rows.append(String(decoding: row[..<end], as: UTF8.self))
    }
    return rows + legend
  }
}
