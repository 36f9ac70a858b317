import TerminalScreen
import Testing

/// Splitting an area never makes a negative size and never loses or overlaps a cell.
struct RectTests {
  @Test func splitsTakeWhatTheyAskForAndLeaveTheRest() {
    let area = Rect(x: 2, y: 1, width: 10, height: 6)
    let splits: [((Rect, Rect), [Int])] = [
      (area.splitTop(2), [2, 1, 10, 2, 2, 3, 10, 4]),
      (area.splitBottom(1), [2, 1, 10, 5, 2, 6, 10, 1]),
      (area.splitLeft(3), [2, 1, 3, 6, 5, 1, 7, 6]),
      (area.splitRight(4), [2, 1, 6, 6, 8, 1, 4, 6]),
    ]
    for ((first, second), expected) in splits {
      let parts = [first, second].flatMap { [$0.x, $0.y, $0.width, $0.height] }
      #expect(parts == expected)
    }
    #expect(area.row(5) == Rect(x: 2, y: 6, width: 10, height: 1))
    #expect(area.row(6).isEmpty && area.row(-1).isEmpty)
    #expect((area.maxX, area.maxY) == (12, 7))
    #expect(area.description == "2,1 10x6")
  }

  @Test func askingForMoreThanThereIsTakesTheWholeAndNeverGoesNegative() {
    let area = Rect(x: 0, y: 0, width: 4, height: 3)
    #expect(area.splitTop(9).top == area && area.splitTop(9).rest.isEmpty)
    #expect(area.splitRight(9).right == area && area.splitRight(9).rest.width == 0)
    #expect(area.splitLeft(-2).left.width == 0 && area.splitLeft(-2).rest == area)
    #expect(Rect(x: 1, y: 1, width: -3, height: -1) == Rect(x: 1, y: 1, width: 0, height: 0))
    #expect(ScreenBuffer(width: 80, height: 24).area == Rect(x: 0, y: 0, width: 80, height: 24))
  }
}
