import DependencyRegistryTesting
import Testing

@testable import TerminalScreen

/// However the reads split a stream of bytes, the parser reads the same events from it.
struct InputParserSplitTests {
  /// Pieces of input of every kind: text, keys, sequences, mouse, paste, replies, garbage.
  static let pieces: [[UInt8]] =
    [
      "a", "Zq", " ", "日本", "é", "e\u{301}", "👍🏽", "👨‍👩‍👧", "\r", "\t", "\u{7F}", "\u{3}",
      "\u{1B}[A", "\u{1B}[1;5C", "\u{1B}OP", "\u{1B}O5A", "\u{1B}[15;2~", "\u{1B}[3~",
      "\u{1B}[[B", "\u{1B}x", "\u{1B}\u{1B}[B", "\u{1B}[Z", "\u{1B}[<0;12;3M",
      "\u{1B}[<65;1;1M", "\u{1B}[<32;2;2m", "\u{1B}[I", "\u{1B}[O", "\u{1B}[?2026;2$y",
      "\u{1B}[5;9R", "\u{1B}[200~paste \u{1B}[A\r\u{1B}[20 日\u{1B}[201~", "\u{1B}[?1;2c",
      "\u{1B}[" + String(repeating: "9", count: 80) + "m", "\u{85}",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3, 0x28], [0xE2, 0x82]]

  /// The events with runs of unmodified characters merged into one string, since a grapheme
  /// split by a read arrives as its parts (a base, then its mark).
  enum Merged: Equatable {
    case text(String)
    case event(InputEvent)
  }

  static func merged(_ events: [InputEvent]) -> [Merged] {
    var merged: [Merged] = []
    for event in events {
      if case .key(.character(let character), let modifiers) = event, modifiers.isEmpty {
        if case .text(let text) = merged.last {
          merged[merged.count - 1] = .text(text + String(character))
        } else {
          merged.append(.text(String(character)))
        }
      } else {
        merged.append(.event(event))
      }
    }
    return merged
  }

  @Test func splittingTheBytesAnywhereGivesTheSameEvents() {
    var generator = SeededGenerator(seed: 28)
    for round in 0..<400 {
      var stream: [UInt8] = []
      for _ in 0..<Int.random(in: 1...30, using: &generator) {
        stream += Self.pieces.randomElement(using: &generator) ?? []
      }
      var whole = InputParser()
      let expected = whole.parse(stream) + whole.flushPendingEscape()
      #expect(!expected.contains { if case .unknown([]) = $0 { true } else { false } })

      var split = InputParser()
      var events: [InputEvent] = []
      var start = 0
      while start < stream.count {
        let end = min(stream.count, start + Int.random(in: 0...8, using: &generator))
        events += split.parse(stream[start..<end])
        start = end
      }
      events += split.flushPendingEscape()
      #expect(Self.merged(events) == Self.merged(expected), "round \(round): \(stream)")
      var byteByByte = InputParser()
      events = stream.flatMap { byteByByte.parse([$0]) } + byteByByte.flushPendingEscape()
      #expect(Self.merged(events) == Self.merged(expected), "round \(round): \(stream)")
    }
  }
}
