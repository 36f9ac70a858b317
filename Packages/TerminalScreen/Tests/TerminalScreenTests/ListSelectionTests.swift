import DependencyRegistryTesting
import TerminalScreen
import Testing

/// The selection stays on the list and in view whatever the keys and the list do, and scrolls
/// no more than it must.
struct ListSelectionTests {
  /// What a test does to a selection.
  enum Operation: CaseIterable {
    case up, down, jump, pageUp, pageDown, first, last, select, resize
  }

  /// Checks the promises every selection keeps: on the list, in view, no blank rows below the
  /// end while rows above are hidden.
  static func expectFitted(
    _ selection: ListSelection, count: Int, height: Int, _ context: @autoclosure () -> String
  ) {
    guard count > 0 else {
      #expect(selection == ListSelection(), "\(context())")
      return
    }
    #expect((0..<count).contains(selection.index), "\(context())")
    #expect(selection.top >= 0 && selection.top <= max(0, count - height), "\(context())")
    #expect(
      (selection.top..<selection.top + height).contains(selection.index), "\(context())")
  }

  /// Where the top goes when the selection moves to `index` from a view starting at `top`: it
  /// stays unless the selection left the view, then moves just far enough.
  static func leastScrolledTop(from top: Int, to index: Int, height: Int) -> Int {
    if index < top { return index }
    if index >= top + height { return index - height + 1 }
    return top
  }

  @Test func generatedKeysKeepTheSelectionOnTheListAndInView() {
    var generator = SeededGenerator(seed: 28)
    for round in 0..<400 {
      var count = Int.random(in: 0...60, using: &generator)
      var height = Int.random(in: 1...15, using: &generator)
      var selection = ListSelection(
        index: Int.random(in: -5...70, using: &generator),
        top: Int.random(in: -5...70, using: &generator)
      ).clamped(count: count, height: height)
      Self.expectFitted(selection, count: count, height: height, "round \(round), start")
      for step in 0..<25 {
        let before = selection
        let operation = Operation.allCases.randomElement(using: &generator) ?? .down
        let context = "round \(round) step \(step): \(operation) on \(before), \(count)/\(height)"
        let last = max(0, count - 1)
        switch operation {
        case .up, .down, .jump, .select:
          let offset =
            operation == .up
            ? -1 : operation == .down ? 1 : Int.random(in: -30...30, using: &generator)
          if operation == .select {
            selection.select(before.index + offset, count: count, height: height)
          } else {
            selection.move(by: offset, count: count, height: height)
          }
          let index = min(max(0, before.index + offset), last)
          #expect(selection.index == index, "\(context)")
          if count > 0 {
            let top = Self.leastScrolledTop(from: before.top, to: index, height: height)
            #expect(selection.top == top, "\(context)")
          }
        case .pageUp, .pageDown:
          let pages = operation == .pageUp ? -1 : 1
          selection.page(by: pages, count: count, height: height)
          #expect(selection.index == min(max(0, before.index + pages * height), last), "\(context)")
          let top = before.top + pages * height
          if top >= 0, top <= count - height {
            #expect(selection.top == top, "\(context)")
            #expect(selection.index - selection.top == before.index - before.top, "\(context)")
          }
        case .first:
          selection.moveToFirst(count: count, height: height)
          #expect(selection == ListSelection(), "\(context)")
        case .last:
          selection.moveToLast(count: count, height: height)
          #expect(selection.index == last && selection.top == max(0, count - height), "\(context)")
        case .resize:
          count = max(0, count + Int.random(in: -20...20, using: &generator))
          height = Int.random(in: 1...15, using: &generator)
          selection = selection.clamped(count: count, height: height)
          #expect(selection.index == min(before.index, max(0, count - 1)), "\(context)")
        }
        Self.expectFitted(selection, count: count, height: height, context)
        #expect(
          selection.visibleRows(count: count, height: height)
            == (selection.top..<min(count, selection.top + height)), "\(context)")
      }
    }
  }

  /// Applies each step to the selection in turn and expects the (index, top) after it.
  static func expectSteps(
    from start: ListSelection, _ steps: [((inout ListSelection) -> Void, Int, Int)],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var selection = start
    for (number, (step, index, top)) in steps.enumerated() {
      step(&selection)
      #expect(
        selection == ListSelection(index: index, top: top), "step \(number)",
        sourceLocation: sourceLocation)
    }
  }

  @Test func movingInsideTheViewNeverScrollsAndPastItScrollsOneRow() {
    let move = { (rows: Int) in
      { (selection: inout ListSelection) in
        selection.move(by: rows, count: 100, height: 5)
      }
    }
    Self.expectSteps(
      from: ListSelection(),
      [(move(4), 4, 0), (move(1), 5, 1), (move(-1), 4, 1), (move(-1000), 0, 0)])
  }

  @Test func pagesKeepTheSelectionsPlaceInTheViewUntilAnEnd() {
    let page = { (pages: Int) in
      { (selection: inout ListSelection) in
        selection.page(by: pages, count: 23, height: 10)
      }
    }
    Self.expectSteps(
      from: ListSelection(index: 2, top: 0),
      [(page(1), 12, 10), (page(1), 22, 13), (page(-1), 12, 3), (page(-1), 2, 0)])
  }

  @Test func homeEndAndAShrinkingListClamp() {
    var selection = ListSelection()
    selection.moveToLast(count: 50, height: 8)
    #expect(selection == ListSelection(index: 49, top: 42))
    #expect(selection.clamped(count: 10, height: 8) == ListSelection(index: 9, top: 2))
    #expect(selection.clamped(count: 0, height: 8) == ListSelection())
    #expect(selection.clamped(count: 50, height: 0) == ListSelection(index: 49, top: 49))
    selection.moveToFirst(count: 50, height: 8)
    #expect(selection == ListSelection())
    selection.moveToLast(count: 0, height: 8)
    #expect(selection == ListSelection())
  }

  @Test func aVisibleRowIsTheIndexDrawnThereOrNothingPastTheEnd() {
    let scrolled = ListSelection(index: 12, top: 10)
    #expect(scrolled.index(atVisibleRow: 0, count: 30, height: 5) == 10)
    #expect(scrolled.index(atVisibleRow: 4, count: 30, height: 5) == 14)
    #expect(scrolled.index(atVisibleRow: 5, count: 30, height: 5) == nil)
    #expect(scrolled.index(atVisibleRow: -1, count: 30, height: 5) == nil)
    // A list shorter than its area: rows below its last are nothing.
    #expect(ListSelection().index(atVisibleRow: 2, count: 3, height: 5) == 2)
    #expect(ListSelection().index(atVisibleRow: 3, count: 3, height: 5) == nil)
    // A top past what fits is drawn clamped, and read so.
    #expect(ListSelection(index: 29, top: 40).index(atVisibleRow: 0, count: 30, height: 5) == 25)
    #expect(ListSelection().index(atVisibleRow: 0, count: 0, height: 5) == nil)
  }
}
