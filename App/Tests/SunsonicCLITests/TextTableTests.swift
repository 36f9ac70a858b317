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
}
