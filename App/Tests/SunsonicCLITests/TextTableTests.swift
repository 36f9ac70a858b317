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
}
