import DependencyRegistryTesting
import Testing

@testable import TerminalScreen

/// Printable ASCII is laid out byte by byte; whatever the text, the layout is the one of
/// measuring each character: what the same text gets after a lone combining mark (a character
/// of no column, left out, that sends the whole text through the measuring path).
struct LaidOutTextTests {
  static let pieces = ["a", "Z", " ", "  ", "~", "7", "é", "e\u{301}", "日", "👍🏽", "\u{301}", "…"]

  static func described(_ line: LaidOutText) -> [String] {
    line.characters.map { "\($0.0)/\($0.1)" } + ["\(line.columns)", "\(line.isCut)"]
  }

  @Test func everyTextIsLaidOutAsMeasuredCharacterByCharacter() {
    var generator = SeededGenerator(seed: 47)
    for round in 0..<2_000 {
      let pieces = round.isMultiple(of: 2) ? Array(Self.pieces.prefix(6)) : Self.pieces
      let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
        pieces.randomElement(using: &generator) ?? "a"
      }
      .joined()
      let room = Int.random(in: -1...10, using: &generator)
      let ellipsis = Bool.random(using: &generator)
      let line = LaidOutText(text, room: room, ellipsis: ellipsis)
      let measured = LaidOutText("\u{301}" + text, room: room, ellipsis: ellipsis)
      #expect(Self.described(line) == Self.described(measured), "\(text) in \(room)")
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
