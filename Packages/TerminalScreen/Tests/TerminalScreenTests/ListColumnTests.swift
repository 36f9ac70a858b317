import TerminalScreen
import Testing

/// Columns are laid out left to right: fixed ones at their width, flexible ones sharing the rest.
struct ListColumnTests {
  @Test func flexibleColumnsShareWhatTheFixedOnesAndTheGapsLeave() {
    let columns: [ListColumn] = [
      .fixed(3, alignment: .right), .flexible(weight: 3), .flexible(weight: 2),
      .fixed(5, alignment: .right),
    ]
    // 40 - 3 - 5 - 3 gaps of 2 = 26: 15 and 10 by weight, the 1 left to the first.
    #expect(ListColumn.layout(columns, width: 40, gap: 2) == [0..<3, 5..<21, 23..<33, 35..<40])
  }

  @Test func aRowTooNarrowGivesFlexibleColumnsNothingAndCutsAtTheEdge() {
    let columns: [ListColumn] = [.flexible(), .fixed(6), .fixed(6)]
    #expect(ListColumn.layout(columns, width: 10, gap: 1) == [0..<0, 1..<7, 8..<10])
    #expect(ListColumn.layout(columns, width: 0, gap: 1) == [0..<0, 0..<0, 0..<0])
    #expect(ListColumn.layout([], width: 10, gap: 1) == [])
  }

  @Test func textKeepsToItsSideAndIsCutWithAnEllipsis() {
    var buffer = ScreenBuffer(width: 12, height: 4)
    buffer.put("7", in: Rect(x: 0, y: 0, width: 4, height: 1), alignment: .right)
    buffer.put("12:34", in: Rect(x: 5, y: 0, width: 7, height: 1), alignment: .right)
    buffer.put("日本語", in: Rect(x: 0, y: 1, width: 7, height: 1), alignment: .right)
    buffer.put("1234567", in: Rect(x: 0, y: 2, width: 5, height: 1), alignment: .right)
    buffer.put("left", in: Rect(x: 2, y: 3, width: 3, height: 1), alignment: .left)
    buffer.put("nothing", in: Rect(x: 0, y: 3, width: 0, height: 1), alignment: .left)
    #expect(buffer.lines() == ["   7   12:34", " 日本語", "1234…", "  le…"])
  }
}
