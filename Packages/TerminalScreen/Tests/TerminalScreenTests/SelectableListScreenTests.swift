import TerminalScreen
import Testing

/// A list screen's moves are fitted to its rows and height and kept where the screen says; the
/// list keys are its own, keys with Control, Alt or Meta never are, the rest go to the screen; a
/// click selects a row, or opens it when it was selected.
@MainActor
struct SelectableListScreenTests {
  final class Screen: SelectableListScreen {
    var rowCount = 10
    var listHeight = 4
    var selection = ListSelection()
    var kept: [ListSelection] = []
    var opened = 0
    var ownKeys: [Key] = []

    func keepSelection(_ selection: ListSelection) {
      self.selection = selection
      kept.append(selection)
    }

    func handle(_ key: Key, modifiers: KeyModifiers = []) -> Bool {
      handleListKey(key, modifiers: modifiers) { key in
        ownKeys.append(key)
        return key == .enter
      }
    }

    func open() -> Bool {
      opened += 1
      return true
    }
  }

  @Test func listKeysMoveTheSelectionFittedToTheRowsAndTheHeight() {
    let screen = Screen()
    #expect(screen.handle(.down) && screen.selection == ListSelection(index: 1, top: 0))
    #expect(screen.handle(.pageDown) && screen.selection == ListSelection(index: 5, top: 4))
    #expect(screen.handle(.character("G")) && screen.selection == ListSelection(index: 9, top: 6))
    #expect(screen.handle(.up) && screen.selectedIndex == 8)
    screen.rowCount = 0
    #expect(screen.handle(.up), "a list key is the screen's even when nothing moves")
    #expect(screen.selection == ListSelection() && screen.ownKeys.isEmpty)
  }

  @Test func otherKeysGoToTheScreenAndModifiedKeysToNobody() {
    let screen = Screen()
    #expect(screen.handle(.enter) && !screen.handle(.character("x")))
    #expect(screen.ownKeys == [.enter, .character("x")])
    #expect(!screen.handle(.down, modifiers: .control) && !screen.handle(.enter, modifiers: .alt))
    #expect(screen.selection == ListSelection() && screen.ownKeys.count == 2)
    #expect(screen.handle(.character("J"), modifiers: .shift) == false)
  }

  @Test func theSelectedIndexIsFittedToTheList() {
    let screen = Screen()
    screen.selection = ListSelection(index: 30, top: 0)
    #expect(screen.selectedIndex == 9)
  }

  @Test func aClickSelectsARowWithoutScrollingOrOpensTheSelectedOne() {
    let screen = Screen()
    screen.selection = ListSelection(index: 5, top: 4)
    #expect(screen.clickRow(3, open: screen.open))
    #expect(screen.selection == ListSelection(index: 7, top: 4) && screen.opened == 0)
    #expect(screen.clickRow(3, open: screen.open) && screen.opened == 1)
    #expect(!screen.clickRow(4, open: screen.open) && !screen.clickRow(-1, open: screen.open))
    screen.rowCount = 3
    #expect(!screen.clickRow(3, open: screen.open), "below the last row")
  }

  @Test func aClickOnAStaleSelectionSelectsTheRowWhereItIsShown() {
    let screen = Screen()
    screen.selection = ListSelection(index: 9, top: 0)  // a taller list's, before a resize
    #expect(screen.clickRow(0, open: screen.open))
    #expect(screen.selection == ListSelection(index: 6, top: 6))
  }
}
