import DependencyRegistryTesting
import TerminalText
import Testing

@testable import TerminalScreen

/// Printable ASCII is laid out byte by byte; whatever the text, the layout is the one of
/// measuring each character (`DisplayWidth`), cut to the room, with `…` when asked.
struct LaidOutTextTests {
  static let pieces = ["a", "Z", " ", "  ", "~", "7", "é", "e\u{301}", "日", "👍🏽", "\u{301}", "…"]

  /// The layout of measuring each character, as the text that is not printable ASCII gets it.
  static func measured(_ text: String, room: Int, ellipsis: Bool) -> [String] {
    var characters: [(Character, Int)] = []
    var columns = 0
    var isCut = false
    for character in text {
      let width = DisplayWidth.columns(of: character)
      if width == 0 { continue }
      if columns + width > room {
        isCut = true
        break
      }
      characters.append((character, width))
      columns += width
    }
    if isCut, ellipsis {
      while columns + 1 > room, let (_, width) = characters.popLast() { columns -= width }
      while let (last, width) = characters.last, last == " " {
        characters.removeLast()
        columns -= width
      }
      characters.append(("…", 1))
    }
    return characters.map { "\($0.0)/\($0.1)" }
  }

  @Test func everyTextIsLaidOutAsMeasuredCharacterByCharacter() {
    var generator = SeededGenerator(seed: 47)
    for _ in 0..<2_000 {
      let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
        Self.pieces.randomElement(using: &generator) ?? "a"
      }
      .joined()
      let room = Int.random(in: -1...10, using: &generator)
      let ellipsis = Bool.random(using: &generator)
      let line = LaidOutText(text, room: room, ellipsis: ellipsis)
      let expected = Self.measured(text, room: room, ellipsis: ellipsis)
      #expect(line.characters.map { "\($0.0)/\($0.1)" } == expected, "\(text) in \(room)")
      #expect(line.columns == line.characters.reduce(0) { $0 + $1.1 })
    }
  }

  @Test func printableASCIIIsCutAtTheRoom() {
    let line = LaidOutText("Aurora Vale", room: 6, ellipsis: true)
    #expect(String(line.characters.map(\.0)) == "Auror…")
    #expect(line.isCut)
    let whole = LaidOutText("Aurora", room: 6, ellipsis: true)
    #expect(String(whole.characters.map(\.0)) == "Aurora")
    #expect(!whole.isCut)
  }
}
