import DependencyRegistryTesting
import Foundation
import Testing

@testable import HTTPTransport

/// ``KeptNames``: the parse's lookup of kept member names answers exactly as `Set<String>` does,
/// canonical equivalence included, whatever the names.
struct KeptNamesTests {
  /// Names that look alike in bytes or in Unicode: ASCII, the same lengths, a prefix, accents
  /// composed and decomposed, the Kelvin and Ångström signs (canonically `K` and `Å`), CJK,
  /// emoji, the empty name.
  private static let pieces = [
    "id", "name", "type", "di", "nam", "K", "\u{212A}", "\u{C5}", "\u{212B}", "A\u{30A}",
    "caf\u{E9}", "cafe\u{301}", "曲", "🎵", "", "albumCount", "albumcount",
  ]

  @Test func aLookupAnswersAsTheSetOfNamesDoes() {
    var random = SeededGenerator(seed: 27)
    var found = 0
    for _ in 0..<2_000 {
      let kept = Set((0..<Int.random(in: 0...6, using: &random)).map { _ in Self.name(&random) })
      let lookup = KeptNames(kept)
      for _ in 0..<20 {
        let name = Self.name(&random)
        #expect(lookup.contains(name) == kept.contains(name), "\(name.debugDescription) in \(kept)")
        if kept.contains(name) { found += 1 }
      }
    }
    #expect(found > 2_000, "only \(found) of the 40,000 names were kept ones")
  }

  @Test func canonicallyEquivalentSpellingsAreOneName() {
    #expect(KeptNames(["K", "caf\u{E9}"]).contains("\u{212A}"))
    #expect(KeptNames(["K", "caf\u{E9}"]).contains("cafe\u{301}"))
    #expect(KeptNames(["\u{212A}"]).contains("K"))
    #expect(!KeptNames(["id", "name"]).contains("nam"))
    #expect(!KeptNames([]).contains(""))
  }

  /// One or two pieces joined.
  private static func name(_ random: inout SeededGenerator) -> String {
    let first = pieces.randomElement(using: &random) ?? ""
    return Bool.random(using: &random)
      ? first : first + (pieces.randomElement(using: &random) ?? "")
  }
}
