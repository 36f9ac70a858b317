import DependencyRegistryTesting
import Foundation
import Testing

@testable import LookupFeature

/// Names fold as Foundation folds them (case, diacritics, width; spaces at the ends trimmed),
/// the ASCII shortcut included.
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
      #expect(NameMatch.asciiFolded(text) == foundationFolded(text), "\(bytes)")
      #expect(NameMatch.folded(text) == foundationFolded(text), "\(bytes)")
    }
  }

  @Test(arguments: ["Aurora Tönes", "  ÉCOLE ", "Ｆｕｌｌ", "日本 語", "Ünïcödé\u{00A0}"])
  func otherNamesFoldThroughFoundation(text: String) {
    #expect(NameMatch.folded(text) == foundationFolded(text))
  }
}
