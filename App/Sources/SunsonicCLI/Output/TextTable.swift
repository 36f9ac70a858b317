import MusicPresentation
import TerminalText

/// Renders rows as aligned columns: the one table renderer of the app's human output.
///
/// Cells come from servers: every control character in them (line breaks, tabs, escape) is shown
/// as a space (``MusicPresentation/oneLine(_:)``), and bidi overrides escaped (``TerminalEscape``),
/// so that a name can neither break the table nor send a terminal escape sequence. Widths are
/// display columns (``DisplayWidth``); given a `width`, the widest columns give way until the
/// table fits, and cells cut short end with `…`.
enum TextTable {
  /// The narrowest a column gets when the table is fitted to a width.
  static let narrowestColumn = 3

  /// `headers` and `rows` as lines of left-aligned columns two spaces apart; columns listed in
  /// `rightAligned` (by index) are right-aligned, for numbers. Trailing spaces are trimmed. Lines
  /// fit in `width` columns when given (and when that leaves every column its narrowest).
  static func render(
    headers: [String], rows: [[String]], rightAligned: Set<Int> = [], width: Int? = nil
  ) -> String {
    lines(headers: headers, rows: rows, rightAligned: rightAligned, width: width)
  }

  /// `rows` aligned as ``render(headers:rows:rightAligned:width:)`` does, with no header line:
  /// for label and value pairs.
  static func render(rows: [[String]], rightAligned: Set<Int> = [], width: Int? = nil) -> String {
    rows.isEmpty ? "" : lines(headers: nil, rows: rows, rightAligned: rightAligned, width: width)
  }

  private static func lines(
    headers: [String]?, rows: [[String]], rightAligned: Set<Int>, width: Int?
  ) -> String {
    let columns = max(headers?.count ?? 0, rows.map(\.count).max() ?? 0)
    let isRight = (0..<columns).map(rightAligned.contains)
    let lineCount = rows.count + (headers == nil ? 0 : 1)
    // Each cell is escaped and measured once, into one flat list (line by line, `ends` marking
    // where each line stops): measuring is most of a long listing's time.
    var shown: [(text: String, columns: Int)] = []
    shown.reserveCapacity(lineCount * columns)
    var ends: [Int] = []
    ends.reserveCapacity(lineCount)
    var widths = Array(repeating: 0, count: columns)
    var bytes = 0
    func measure(_ row: [String]) {
      for (index, cell) in row.enumerated() {
        let text = TerminalEscape.escaped(oneLine(cell))
        let measured = DisplayWidth.columns(of: text)
        widths[index] = max(widths[index], measured)
        shown.append((text, measured))
        bytes += text.utf8.count
      }
      ends.append(shown.count)
    }
    if let headers { measure(headers) }
    for row in rows { measure(row) }
    if let width { widths = fitted(widths, into: width) }
    // One buffer of UTF-8 grows line by line: no string is built per cell, padding or line.
    var output: [UInt8] = []
    // The cells and the gaps; padding grows it (a server's 4 MB id in the last column must not
    // reserve 4 MB for every line).
    output.reserveCapacity(bytes + lineCount * (2 * columns + 1))
    var start = 0
    for end in ends {
      let lineStart = output.count
      let lastIndex = end - start - 1
      for (index, cell) in shown[start..<end].enumerated() {
        if index > 0 { output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2)) }
        let fitting = cell.columns > widths[index] ? cut(cell.text, to: widths[index]) : cell
        let padding = max(0, widths[index] - fitting.columns)
        if isRight[index] {
          output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: padding))
          output.append(contentsOf: fitting.text.utf8)
        } else {
          output.append(contentsOf: fitting.text.utf8)
          // After a line's last cell, padding would only be trimmed again: a 4 MB id in the last
          // column made every line write and then remove 4 MB of spaces.
          if index < lastIndex {
            output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: padding))
          }
        }
      }
      trimTrailingSpaces(&output, after: lineStart)
      output.append(UInt8(ascii: "\n"))
      start = end
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// `widths` narrowed, the widest first, until they and their gaps fit in `width`.
  static func fitted(_ widths: [Int], into width: Int) -> [Int] {
    var widths = widths
    let gaps = 2 * max(0, widths.count - 1)
    var excess = widths.reduce(0, +) + gaps - width
    while excess > 0 {
      guard let widest = widths.indices.max(by: { widths[$0] < widths[$1] }),
        widths[widest] > narrowestColumn
      else { break }
      let others = widths.indices.filter { $0 != widest }.map { widths[$0] }.max() ?? 0
      let floor = max(others, narrowestColumn)
      let taken = widths[widest] > floor ? min(excess, widths[widest] - floor) : 1
      widths[widest] -= taken
      excess -= taken
    }
    return widths
  }

  /// One line of text (a heading) cut to `width` columns when given, ending with `…` when cut.
  static func line(_ text: String, width: Int?) -> String {
    let line = TerminalEscape.escaped(oneLine(text))
    guard let width, DisplayWidth.columns(of: line) > max(1, width) else { return line }
    return cut(line, to: max(1, width)).text
  }

  /// `cell` cut to `width` columns, ending with `…`, and the columns it then takes.
  private static func cut(_ cell: String, to width: Int) -> (text: String, columns: Int) {
    let kept = DisplayWidth.prefix(cell, fitting: max(0, width - 1))
    return (kept + "…", DisplayWidth.columns(of: kept) + 1)
  }

  /// Drops the spaces that end `output` after `start`, in linear time: the regex `\s+$`
  /// backtracked on every run of padding and took 31 s for a line with a 4000-character cell
  /// (found by Scripts/fuzz). Only ASCII spaces go, so the bytes stay UTF-8.
  private static func trimTrailingSpaces(_ output: inout [UInt8], after start: Int) {
    while output.count > start, output[output.count - 1] == UInt8(ascii: " ") {
      output.removeLast()
    }
  }
}
