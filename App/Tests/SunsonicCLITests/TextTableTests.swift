import Testing

@testable import SunsonicCLI

struct TextTableTests {
  @Test func alignsColumnsAndRightAlignsNumbers() {
    let table = TextTable.render(
      headers: ["#", "Title", "Duration"],
      rows: [["1", "Overture in Blue", "0:02"], ["10", "Café Nocturne", "12:01"]],
      rightAligned: [0, 2])
    #expect(
      table == """
         #  Title             Duration
         1  Overture in Blue      0:02
        10  Café Nocturne        12:01

        """)
  }

  @Test func trailingSpacesAreTrimmed() {
    let table = TextTable.render(headers: ["Name", "Note"], rows: [["a", ""]])
    #expect(!table.split(separator: "\n").contains { $0.hasSuffix(" ") })
  }

  @Test func rowsWithoutHeadersAlignToo() {
    #expect(
      TextTable.render(rows: [["Title:", "Updraft"], ["Duration:", "0:02"]]) == """
        Title:     Updraft
        Duration:  0:02

        """)
    #expect(TextTable.render(rows: []).isEmpty)
  }

  @Test func controlCharactersInCellsBecomeSpaces() {
    let table = TextTable.render(headers: ["Name"], rows: [["a\u{1b}[31m\tb\nc"]])
    #expect(table == "Name\na [31m b c\n")
  }

  @Test(.timeLimit(.minutes(1)))
  func aVeryLongCellDoesNotSlowTheOtherRows() {
    let long = String(repeating: "x", count: 20_000)
    let rows = (0..<50).map { ["song \($0)", $0 == 0 ? long : "short", "\($0)"] }
    let table = TextTable.render(headers: ["Name", "Note", "ID"], rows: rows)
    let lines = table.split(separator: "\n")
    #expect(lines.count == 51)
    // "song 1" is padded to "song 10"'s width, "short" to the long cell's.
    #expect(lines[2] == "song 1   short" + String(repeating: " ", count: 20_000 - 5) + "  1")
    #expect(!lines.contains { $0.hasSuffix(" ") })
  }

  @Test(.timeLimit(.minutes(1)))
  func aServersLongLastCellCostsItsOwnBytesOnly() {
    // Nothing follows the last column, so it is not padded: 10,000 lines beside one 4 MB id are
    // 4 MB of output, made without writing 4 MB of padding per line and trimming it again (which
    // took minutes), nor sizing the buffer for it (a first sizing asked for 40 GB, and trapped).
    let long = String(repeating: "7", count: 4 << 20)
    let rows = (0..<10_000).map { ["artist \($0)", $0 == 5_000 ? long : "id\($0)"] }
    let table = TextTable.render(headers: ["Name", "ID"], rows: rows)
    #expect(table.utf8.count < (4 << 20) + 10_001 * 20)
    #expect(table.utf8.count { $0 == UInt8(ascii: "\n") } == 10_001)
  }

  /// The lines built as bytes are the lines the table built as strings before (each line
  /// padded whole, then its trailing spaces trimmed), on generated rows: cells that end in
  /// spaces, empty, wide, right-aligned; and with a width, no line ends in a space. The line
  /// padded whole is the line of the same rows with one more column, `|`, without it.
  @Test func generatedTablesAreTheirPaddedLinesTrimmed() {
    var random = SystemRandomNumberGenerator()
    let pieces = ["a", " ", "Ωμέγα", "月亮", "👩‍👩‍👧", "x  ", "", "  y", "0:02", "é"]
    for _ in 0..<300 {
      let columns = Int.random(in: 1...4, using: &random)
      let rows = (0..<Int.random(in: 0...6, using: &random)).map { _ in
        (0..<columns).map { _ in
          (0..<Int.random(in: 0...3, using: &random)).map { _ in
            pieces[Int.random(in: 0..<pieces.count, using: &random)]
          }.joined()
        }
      }
      let rightAligned = Set((0..<columns).filter { _ in Bool.random(using: &random) })
      let padded = TextTable.render(rows: rows.map { $0 + ["|"] }, rightAligned: rightAligned)
      let expected = padded.split(separator: "\n", omittingEmptySubsequences: false).map {
        Self.trimmingSpaces($0.dropLast(3))
      }
      #expect(
        TextTable.render(rows: rows, rightAligned: rightAligned)
          == expected.joined(separator: "\n"), "\(rows), right-aligned \(rightAligned)")
      let fitted = TextTable.render(
        rows: rows, rightAligned: rightAligned, width: Int.random(in: 1...20, using: &random))
      #expect(!fitted.split(separator: "\n").contains { $0.hasSuffix(" ") }, "\(rows)")
    }
  }

  private static func trimmingSpaces(_ line: Substring) -> Substring {
    var line = line
    while line.last == " " { line.removeLast() }
    return line
  }
}
