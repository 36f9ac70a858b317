import DependencyRegistryTesting
import Testing

@testable import TerminalText

/// Text measures as the reference measured it, character by character and in every mix: wide
/// East Asian, emoji with and without variation selectors, ZWJ sequences, flags, combining
/// marks, controls and CR LF, next to ASCII or not; and a prefix cut to a width is the same.
struct DisplayWidthTests {
  @Test(arguments: [
    ("abc", 3), ("日本語", 6), ("e\u{301}te\u{301}", 3), ("👍", 2), ("👨‍👩‍👧", 2), ("❤️", 2),
    ("한국어", 6), ("Ａ", 2), ("a\u{200B}b", 2), ("", 0), ("Café Nocturne", 13), ("a\r\nb", 2),
    ("\u{1B}[2J", 3), ("#️⃣", 2), ("🇨🇦", 2), ("e\u{301}", 1), ("\u{301}", 0),
  ])
  func knownTextsTakeTheirColumns(text: String, columns: Int) {
    #expect(DisplayWidth.columns(of: text) == columns, "\(text.debugDescription)")
    #expect(ReferenceDisplayWidth.columns(of: text) == columns, "\(text.debugDescription)")
  }

  /// Pieces that make graphemes of every kind when put side by side.
  static let pieces: [String] = [
    "a", "Z", "7", "#", "*", " ", "~", "\r", "\n", "\t", "\u{1B}", "\u{7F}", "\u{85}", "\u{AD}",
    "é", "ß", "Ω", "ж", "ע", "ب", "ก", "\u{E33}", "日", "語", "한", "\u{1100}", "\u{1161}",
    "\u{11A8}", "Ａ", "ｱ", "\u{3099}", "\u{301}", "\u{308}", "\u{20DD}", "\u{200B}", "\u{200D}",
    "\u{200E}", "\u{202E}", "\u{2028}", "\u{FE0E}", "\u{FE0F}", "\u{20E3}", "👍", "🏽", "❤", "☺",
    "⌚", "©", "👨", "👩", "👧", "🇨", "🇦", "🏳", "🌈", "\u{E0067}", "\u{1F9D1}", "𝄞", "\u{10FFFD}",
    "\u{E000}", "\u{FFFD}",
  ]

  /// Random texts of those pieces, ASCII runs among them.
  static func generatedTexts(count: Int, seed: UInt64) -> [String] {
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { _ in
      (0..<Int.random(in: 0...24, using: &generator)).map { _ in
        Bool.random(using: &generator)
          ? String(repeating: "x", count: Int.random(in: 1...3, using: &generator))
          : pieces.randomElement(using: &generator) ?? "a"
      }
      .joined()
    }
  }

  @Test func generatedTextsMeasureAsTheReferenceMeasuresThem() {
    for text in Self.generatedTexts(count: 5_000, seed: 27) {
      #expect(
        DisplayWidth.columns(of: text) == ReferenceDisplayWidth.columns(of: text),
        "\(text.debugDescription)")
      let substring = text.dropFirst()
      #expect(
        DisplayWidth.columns(of: substring) == ReferenceDisplayWidth.columns(of: substring),
        "\(substring.debugDescription)")
    }
  }

  @Test func generatedTextsCutToAWidthAsTheReferenceCutsThem() {
    var generator = SeededGenerator(seed: 28)
    for text in Self.generatedTexts(count: 3_000, seed: 29) {
      let columns = Int.random(in: 0...30, using: &generator)
      #expect(
        DisplayWidth.prefix(text, fitting: columns)
          == ReferenceDisplayWidth.prefix(text, fitting: columns),
        "\(text.debugDescription) in \(columns)")
    }
  }
}
