import TerminalScreen
import Testing

/// The one table of keys that move a list, and what each motion does to a selection.
struct ListMotionTests {
  @Test func eachMovingKeyHasItsMotionAndOtherKeysNone() {
    let table: [(Key, ListMotion?)] = [
      (.up, .rows(-1)), (.character("k"), .rows(-1)), (.down, .rows(1)),
      (.character("j"), .rows(1)),
      (.pageUp, .pages(-1)), (.pageDown, .pages(1)), (.home, .first), (.character("g"), .first),
      (.end, .last), (.character("G"), .last), (.enter, nil), (.character("K"), nil), (.left, nil),
    ]
    for (key, motion) in table {
      #expect(ListMotion(key) == motion, "\(key)")
    }
  }

  @Test func aMotionMovesAsTheSelectionsOwnMethodsDo() {
    var selection = ListSelection()
    selection.apply(.rows(3), count: 50, height: 10)
    #expect(selection == ListSelection(index: 3, top: 0))
    selection.apply(.pages(1), count: 50, height: 10)
    #expect(selection == ListSelection(index: 13, top: 10))
    selection.apply(.last, count: 50, height: 10)
    #expect(selection == ListSelection(index: 49, top: 40))
    selection.apply(.pages(-1), count: 50, height: 10)
    #expect(selection.index == 39)
    selection.apply(.first, count: 50, height: 10)
    #expect(selection == ListSelection(index: 0, top: 0))
    #expect([ListMotion.rows(-1), .pages(-2), .last].map(\.direction) == [-1, -1, -1])
    #expect([ListMotion.rows(1), .pages(1), .first].map(\.direction) == [1, 1, 1])
  }
}
