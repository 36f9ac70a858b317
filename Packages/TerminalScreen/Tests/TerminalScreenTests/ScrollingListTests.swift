import TerminalScreen
import TerminalScreenTesting
import Testing

/// A list draws the rows in view in aligned columns, the selection in reverse video, and the
/// scroll bar when it is longer than its area.
struct ScrollingListTests {
  static let list = ScrollingList(columns: [
    .fixed(2, alignment: .right), .flexible(), .fixed(5, alignment: .right),
  ])

  static let names = [
    "First Light", "日本語のタイトルはとても長い", "👍🏽 Thumbs", "\u{1B}[31mRed\u{1B}[0m",
    String(repeating: "Long ", count: 40), "Blue Hour", "Kaamos", "Lantern",
  ]

  static func cells(_ row: Int) -> [String] {
    [String(row + 1), names[row], "\(row + 2):0\(row)"]
  }

  @Test func aShortListShowsEveryRowAndNoBar() {
    var buffer = ScreenBuffer(width: 30, height: 4)
    Self.list.draw(
      in: &buffer, area: buffer.area, count: 3, selection: ListSelection(index: 1),
      cells: Self.cells)
    #expect(
      buffer.lines() == [
        "  1  First Light        2:00",
        "  2  日本語のタイト…    3:01",  // 16 columns: the wide ル does not fit beside `…`
        "  3  👍🏽 Thumbs          4:02",
        "",
      ])
    #expect((0..<29).allSatisfy { buffer[$0, 1].style == Style(reverse: true) })
    #expect(buffer[29, 1].style == .plain && buffer[0, 0].style == .plain)
  }

  @Test func aLongListScrolledToTheSelectionShowsTheBar() {
    var buffer = ScreenBuffer(width: 30, height: 6)
    let area = Rect(x: 0, y: 1, width: 30, height: 4)
    Self.list.drawCells(
      ["#", "Title", "Time"], in: &buffer, area: buffer.area.row(0), style: Style(bold: true))
    Self.list.draw(
      in: &buffer, area: area, count: Self.names.count, selection: ListSelection(index: 6),
      cells: Self.cells)
    expectSnapshot(buffer, named: "long-list-scrolled")
  }

  @Test func onlyTheRowsInViewAreAskedFor() {
    var buffer = ScreenBuffer(width: 20, height: 3)
    var asked: [Int] = []
    Self.list.draw(
      in: &buffer, area: buffer.area, count: 1_000_000,
      selection: ListSelection(index: 500_000, top: 499_999)
    ) { row in
      asked.append(row)
      return [String(row)]
    }
    #expect(asked == [499_999, 500_000, 500_001])
  }
}
