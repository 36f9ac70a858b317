import DependencyRegistryTesting
import Foundation
import Testing

@testable import LookupFeature

/// Names fold as Foundation folds them (case, diacritics, width; spaces at the ends trimmed),
/// the ASCII shortcut and the fold scalar by scalar included, and contain one another as
/// Foundation's `contains` says.
struct NameMatchTests {
  private func foundationFolded(_ text: String) -> String {
    text.trimmingCharacters(in: .whitespaces)
      .folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
  }

  @Test func generatedASCIINamesFoldAsFoundationFoldsThem() {
    var generator = SeededGenerator(seed: 2_703)
    for _ in 0..<3_000 {
      let bytes = (0..<Int.random(in: 0...16, using: &generator)).map { _ in
        Bool.random(using: &generator)
          ? UInt8.random(in: 0...0x7F, using: &generator)
          : [0x20, 0x09, 0x41, 0x5A, 0x61, 0x7A, 0x40, 0x5B][
            Int.random(in: 0...7, using: &generator)]
      }
      let text = String(decoding: bytes, as: UTF8.self)
      #expect(NameFolder.asciiFolded(text) == foundationFolded(text), "\(bytes)")
      var folder = NameFolder()
      #expect(folder.folded(text) == foundationFolded(text), "\(bytes)")
    }
  }

  @Test(arguments: ["Aurora Tönes", "  ÉCOLE ", "Ｆｕｌｌ", "日本 語", "Ünïcödé\u{00A0}"])
  func otherNamesFoldThroughFoundation(text: String) {
    var folder = NameFolder()
    #expect(folder.folded(text) == foundationFolded(text))
  }

  /// Scalars from the first two planes, and more often from the ones where folding is subtle:
  /// Latin with diacritics, combining marks, Greek, Cyrillic, Hangul jamo, kana with halfwidth
  /// voicing marks, ligatures, fullwidth forms, variation selectors, emoji and their skin tones,
  /// joiners, and the space separators Foundation trims.
  private static let ranges: [ClosedRange<UInt32>] = [
    0x20...0x7E, 0xA0...0x24F, 0x300...0x36F, 0x370...0x4FF, 0x1100...0x11FF, 0x1E00...0x1EFF,
    0x2000...0x206F, 0x2100...0x214F, 0x3000...0x30FF, 0x4E00...0x4E50, 0xAC00...0xAC50,
    0xFB00...0xFB06, 0xFE00...0xFE0F, 0xFF01...0xFFEE, 0x1F300...0x1F3FF, 0x1F600...0x1F64F,
    0x0590...0x06FF, 0x0900...0x097F, 0x0E00...0x0E7F, 0xA0...0xFFFD, 0x10000...0x1FFFF,
  ]

  @Test func generatedNamesOfManyScriptsFoldAsFoundationFoldsThem() {
    var generator = SeededGenerator(seed: 2_704)
    var folder = NameFolder()  // one for all, as a lookup keeps one: its kept folds are reused
    for _ in 0..<6_000 {
      var scalars = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 0...8, using: &generator) {
        let range = Self.ranges[Int.random(in: 0..<Self.ranges.count, using: &generator)]
        if let scalar = Unicode.Scalar(UInt32.random(in: range, using: &generator)) {
          scalars.append(scalar)
        }
      }
      let text = String(scalars)
      let codes = text.unicodeScalars.map { String($0.value, radix: 16) }
      #expect(folder.folded(text) == foundationFolded(text), "\(codes)")
    }
  }

  @Test func foldingAfterOtherNamesGivesWhatFoldingAloneGives() {
    var folder = NameFolder()
    for text in ["Tönes", "TÖNES", "e\u{301}", "É", "ﾃﾞ", "ﾃ", "👍🏽", "👍", "ﬁ", "Ｆ"] {
      #expect(folder.folded(text) == foundationFolded(text), "\(text)")
    }
  }

  @Test func containsAnswersAsFoundationDoes() {
    var generator = SeededGenerator(seed: 2_705)
    // "\r\n" is one Character to Swift and two scalars to Foundation.
    let letters: [Character] = ["a", "b", " ", "\r", "\n", "é", "e", "\u{301}", "日"]
    func text(_ count: Int) -> String {
      String((0..<count).map { _ in letters[Int.random(in: 0..<letters.count, using: &generator)] })
    }
    for _ in 0..<3_000 {
      let name = text(Int.random(in: 0...6, using: &generator))
      let wanted = text(Int.random(in: 0...3, using: &generator))
      #expect(NameMatch.contains(name, wanted) == name.contains(wanted), "\(name) \(wanted)")
    }
  }

  @Test func theSpacesTrimmedAreFoundationsWhitespaces() {
    // Every scalar up to U+3100 (the space separators all lie below it), then every 97th.
    let values = Array(UInt32(0)...0x3100) + stride(from: 0x3101, through: 0x10FFFF, by: 97)
    for value in values {
      guard let scalar = Unicode.Scalar(value) else { continue }
      #expect(
        NameFolder.isSpace(scalar) == CharacterSet.whitespaces.contains(scalar),
        "U+\(String(value, radix: 16))")
    }
  }
}
