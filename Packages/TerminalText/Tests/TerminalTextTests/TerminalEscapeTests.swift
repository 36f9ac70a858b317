import DependencyRegistryTesting
import Testing

@testable import TerminalText

/// Control characters and bidi overrides are escaped as `\uXXXX`; the check on bytes that lets
/// most text through untouched finds exactly the unsafe scalars.
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

  /// The check on bytes says what a check of every scalar says, for every scalar of one, two
  /// and three bytes, and every 97th of four, between other text and at either end.
  @Test func theByteCheckFindsExactlyTheUnsafeScalars() {
    var wrong: [String] = []
    for value in UInt32(0)...0x10_FFFF where value < 0x1_0000 || value % 97 == 0 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let character = String(Character(scalar))
      for keepingLineFeeds in [false, true] {
        let unsafe = TerminalEscape.isUnsafe(scalar) && !(keepingLineFeeds && scalar == "\n")
        for text in ["x" + character + "y", character, "é" + character, character + "日"]
        where TerminalEscape.containsUnsafe(text.utf8, keepingLineFeeds: keepingLineFeeds)
          != unsafe
        {
          wrong.append("U+\(String(value, radix: 16)) in \(text.debugDescription)")
        }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(20))")
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
