import DependencyRegistryTesting
import Testing

@testable import TerminalText

/// Control characters and bidi overrides are escaped as `\uXXXX`; the quick check that lets
/// most text through untouched never lets an unsafe scalar through.
struct TerminalEscapeTests {
  @Test(arguments: [
    ("plain", "plain"), ("a\u{1B}[2Jb", "a\\u001B[2Jb"), ("line\nfeed", "line\nfeed"),
    ("evil\u{202E}exe", "evil\\u202Eexe"), ("c1\u{9B}", "c1\\u009B"), ("日本\u{7F}", "日本\\u007F"),
  ])
  func unsafeScalarsAreEscaped(text: String, shown: String) {
    #expect(TerminalEscape.escaped(text) == shown)
  }

  @Test func lineFeedsAreEscapedWhenNotKept() {
    #expect(TerminalEscape.escaped("a\nb", keepingLineFeeds: false) == "a\\u000Ab")
  }

  @Test func theQuickCheckFindsEveryUnsafeScalar() {
    var missed: [String] = []
    for value in UInt32(0)...0x10_FFFF {
      guard let scalar = Unicode.Scalar(value), TerminalEscape.isUnsafe(scalar) else { continue }
      let text = "x" + String(Character(scalar)) + "y"
      if !TerminalEscape.mayBeUnsafe(text.utf8) { missed.append(String(value, radix: 16)) }
    }
    #expect(missed.isEmpty, "\(missed)")
  }

  @Test func generatedTextsAreEscapedScalarByScalar() {
    let pieces = DisplayWidthTests.pieces + ["\u{9C}", "\u{61C}", "\u{2066}", "\u{1F}", "€", "’"]
    var generator = SeededGenerator(seed: 31)
    for _ in 0..<2_000 {
      let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
        pieces.randomElement(using: &generator) ?? "a"
      }
      .joined()
      var expected = ""
      for scalar in text.unicodeScalars {
        expected +=
          TerminalEscape.isUnsafe(scalar) && scalar != "\n"
          ? TerminalEscape.escape(scalar) : String(Character(scalar))
      }
      #expect(TerminalEscape.escaped(text) == expected, "\(text.debugDescription)")
    }
  }
}
