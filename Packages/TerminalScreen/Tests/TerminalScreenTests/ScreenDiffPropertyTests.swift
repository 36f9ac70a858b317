import DependencyRegistryTesting
import Testing

@testable import TerminalScreen

/// For many random pairs of frames, the diff applied to a terminal showing the first frame
/// shows the second, exactly; and it is never longer than the full redraw.
struct ScreenDiffPropertyTests {
  /// Pieces of text of every width: ASCII, wide, emoji, marks, controls, bidi controls.
  static let pieces = [
    "a", "Z", "7", " ", "  ", "~", "é", "e\u{301}", "ж", "日", "語", "한", "Ａ", "👍", "👍🏽",
    "❤️", "👨‍👩‍👧", "\u{1B}[31m", "\t", "\n", "\u{202E}", "\u{200B}", "…", "─", "ab日c",
  ]

  /// The pieces that are one character.
  static let characters = pieces.filter { $0.count == 1 }

  static func randomStyle(using generator: inout SeededGenerator) -> Style {
    guard Int.random(in: 0..<3, using: &generator) > 0 else { return .plain }
    let colors = TerminalColor.allCases
    return Style(
      foreground: colors.randomElement(using: &generator) ?? .default,
      background: Bool.random(using: &generator)
        ? .default : colors.randomElement(using: &generator) ?? .default,
      bold: Bool.random(using: &generator), dim: Int.random(in: 0..<4, using: &generator) == 0,
      italic: Int.random(in: 0..<4, using: &generator) == 0,
      underline: Int.random(in: 0..<4, using: &generator) == 0,
      reverse: Int.random(in: 0..<4, using: &generator) == 0)
  }

  /// Draws a few random texts and rectangles into `buffer`.
  static func scribble(on buffer: inout ScreenBuffer, using generator: inout SeededGenerator) {
    for _ in 0..<Int.random(in: 0...6, using: &generator) {
      let x = Int.random(in: -2...buffer.width, using: &generator)
      let y = Int.random(in: 0..<buffer.height, using: &generator)
      let style = randomStyle(using: &generator)
      if Int.random(in: 0..<5, using: &generator) == 0 {
        buffer.fill(
          x: x, y: y, width: Int.random(in: 0...buffer.width, using: &generator),
          height: Int.random(in: 1...3, using: &generator),
          with: Character(characters.randomElement(using: &generator) ?? " "), style: style)
      } else {
        let text = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
          pieces.randomElement(using: &generator) ?? "a"
        }
        .joined()
        let maxWidth =
          Bool.random(using: &generator)
          ? nil : Int.random(in: 0...buffer.width, using: &generator)
        buffer.put(text, x: x, y: y, style: style, maxWidth: maxWidth)
      }
    }
  }

  /// A buffer of a random size up to `width` by `height`, scribbled on.
  static func scribbled(
    upTo width: Int, _ height: Int, using generator: inout SeededGenerator
  ) -> ScreenBuffer {
    var buffer = ScreenBuffer(
      width: Int.random(in: 1...width, using: &generator),
      height: Int.random(in: 1...height, using: &generator))
    scribble(on: &buffer, using: &generator)
    return buffer
  }

  /// Every wide cell is followed by its continuation, and every continuation follows one.
  static func isWhole(_ buffer: ScreenBuffer) -> Bool {
    for y in 0..<buffer.height {
      for x in 0..<buffer.width {
        switch buffer[x, y].content {
        case .wide:
          guard x + 1 < buffer.width, buffer[x + 1, y].content == .continuation else {
            return false
          }
        case .continuation:
          guard x > 0, case .wide = buffer[x - 1, y].content else { return false }
        case .empty, .narrow:
          break
        }
      }
    }
    return true
  }

  @Test func theDiffTurnsThePreviousFrameIntoTheNext() {
    var generator = SeededGenerator(seed: 2026)
    var erases = (toRowEnd: 0, characters: 0)  // diffs that used EL, and ECH
    for round in 0..<600 {
      // Up to 30 columns: runs of blanks long enough for ECH (12) come up.
      var previous = Self.scribbled(upTo: 30, 5, using: &generator)
      let (width, height) = (previous.width, previous.height)
      let barRow = Int.random(in: 0..<height, using: &generator)
      let hasBar = Bool.random(using: &generator)
      if hasBar {  // a full row, as a selection bar
        previous.fill(
          x: 0, y: barRow, width: width, height: 1, with: "=",
          style: Self.randomStyle(using: &generator))
      }
      var next = previous
      if Int.random(in: 0..<4, using: &generator) == 0 { next.clear() }
      Self.scribble(on: &next, using: &generator)
      if hasBar {  // the gap between a name and a count, as the bar leaves the row
        next.fill(
          x: Int.random(in: 0..<width, using: &generator), y: barRow,
          width: Int.random(in: 10...20, using: &generator), height: 1)
      }
      let options = FrameOptions(
        synchronizedOutput: Bool.random(using: &generator),
        noColor: Int.random(in: 0..<4, using: &generator) == 0)
      #expect(Self.isWhole(previous) && Self.isWhole(next), "round \(round)")

      let diff = ScreenDiff.bytes(from: previous, to: next, options: options)
      let diffText = String(decoding: diff, as: UTF8.self)
      if diffText.contains("\u{1B}[K") { erases.toRowEnd += 1 }
      if diffText.contains(/\x1B\[[0-9]+X/) { erases.characters += 1 }
      var terminal = TerminalEmulator(
        showing: previous, cursorX: Int.random(in: 0..<width, using: &generator),
        cursorY: Int.random(in: 0..<height, using: &generator))
      terminal.write(diff)
      #expect(terminal.problems == [], "round \(round)")
      #expect(terminal.style == .plain, "round \(round)")
      #expect(
        terminal.shows(next, noColor: options.noColor),
        "round \(round): \(previous.lines()) -> \(next.lines())")

      let full = ScreenDiff.fullRedraw(next, options: options)
      #expect(diff.count <= full.count, "round \(round)")
      var garbage = next
      garbage.fill(x: 0, y: 0, width: width, height: height, with: "#")
      var fresh = TerminalEmulator(showing: garbage)
      fresh.write(full)
      #expect(fresh.problems == [] && fresh.shows(next, noColor: options.noColor))
    }
    // Both erases were exercised, not only the writing of cells.
    #expect(erases.toRowEnd > 50 && erases.characters > 30, "\(erases)")
  }
}
