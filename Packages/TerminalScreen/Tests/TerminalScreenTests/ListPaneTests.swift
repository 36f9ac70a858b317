import TerminalScreen
import Testing

/// A list pane clears its area, gives its title rows to the view, and shows its list under the
/// headers or its status in the list's place; its list height and area follow its rows.
@MainActor
struct ListPaneTests {
  static let list = ScrollingList(columns: [.flexible(), .fixed(4, alignment: .right)])
  static let names = ["Dawn Chorus", "Night Pieces", "Lanterns"]

  static func drawn(
    _ pane: ListPane, status: PaneStatus? = nil, height: Int = 5
  ) -> (ScreenBuffer, Rect?) {
    var buffer = ScreenBuffer(width: 24, height: height)
    buffer.fill(x: 0, y: 0, width: 24, height: height, with: "x")  // what was there before
    let rows = pane.draw(
      in: &buffer, area: buffer.area, status: status, list: list, headers: ["Album", "Year"],
      count: names.count, selection: ListSelection(index: 1),
      title: { ListPane.drawTrail(["Albums", "Aurora Vale"], in: &$0, area: $1) },
      cells: { [names[$0], "20\($0 + 10)"] })
    return (buffer, rows)
  }

  @Test func theTrailTheHeadersAndTheRowsShowAndTheRestIsCleared() {
    let (buffer, rows) = Self.drawn(ListPane())
    #expect(
      buffer.lines() == [
        " Albums › Aurora Vale",
        " Album            Year",
        " Dawn Chorus      2010",
        " Night Pieces     2011",
        " Lanterns         2012",
      ])
    #expect(rows == Rect(x: 0, y: 2, width: 24, height: 3))
    #expect(buffer[1, 0].style == ListPane.titleStyle)
    #expect(buffer[1, 1].style == ListPane.headerStyle)
    #expect(buffer[1, 3].style == Style(reverse: true))
  }

  @Test func aStatusTakesTheListsPlaceAndNoRowsAreGiven() {
    let (buffer, rows) = Self.drawn(
      ListPane(), status: .failed(reason: "Not found", canRetry: true))
    #expect(
      buffer.lines() == [" Albums › Aurora Vale", " Not found", " r retries", "", ""])
    #expect(rows == nil)
  }

  @Test func aPaneWithoutHeadersAndTwoTitleRowsStartsItsListOnTheThirdRow() {
    let pane = ListPane(titleRows: 2, hasHeaders: false)
    let (buffer, rows) = Self.drawn(pane)
    #expect(
      buffer.lines() == [
        " Albums › Aurora Vale", "", " Dawn Chorus      2010", " Night Pieces     2011",
        " Lanterns         2012",
      ])
    #expect(rows == Rect(x: 0, y: 2, width: 24, height: 3))
  }

  @Test func theListGetsTheRowsBelowTheTitleAndHeadersAndAlwaysOne() {
    let area = Rect(x: 2, y: 1, width: 30, height: 10)
    #expect(ListPane().rowsAboveList == 2 && ListPane().listHeight(in: area) == 8)
    #expect(ListPane().listArea(in: area) == Rect(x: 2, y: 3, width: 30, height: 8))
    let three = ListPane(titleRows: 2)
    #expect(three.listHeight(in: area) == 7 && three.listArea(in: area).y == 4)
    #expect(ListPane().listHeight(in: Rect(x: 0, y: 0, width: 30, height: 1)) == 1)
    #expect(ListPane(titleRows: 2, hasHeaders: false).rowsAboveList == 2)
  }

  @Test func anEmptyAreaDrawsNothing() {
    var buffer = ScreenBuffer(width: 4, height: 1)
    let rows = ListPane().draw(
      in: &buffer, area: Rect(x: 0, y: 0, width: 0, height: 1), status: nil, list: Self.list,
      count: 1, selection: ListSelection(), title: { _, _ in Issue.record("no title") },
      cells: { _ in ["x"] })
    #expect(rows == nil && buffer.lines() == [""])
  }

  struct Pane: ListPaneView {
    static let pane = ListPane(titleRows: 2)
  }

  @Test func aViewsListHeightAndAreaAreItsPanes() {
    let area = Rect(x: 0, y: 0, width: 40, height: 12)
    #expect(Pane.listHeight(in: area) == 9)
    #expect(Pane.listArea(in: area) == Rect(x: 0, y: 3, width: 40, height: 9))
  }
}
