import DependencyRegistryTesting
import MusicPresentation
import Testing

struct SafeFileNameTests {
  @Test func separatorsAndControlCharactersBecomeUnderscores() {
    #expect(SafeFileName.clean("a/b\\c") == "a_b_c")
    #expect(SafeFileName.clean("Line\nBreak\u{0}Nul\u{1B}") == "Line_Break_Nul_")
    #expect(SafeFileName.clean("  Tab\tArtist  ") == "Tab_Artist")
  }

  @Test func cleanNameNeverStartsWithADot() {
    #expect(SafeFileName.clean("..") == "__")
    #expect(SafeFileName.clean(".hidden") == "_hidden")
    #expect(SafeFileName.clean("../../etc/passwd") == "___.._etc_passwd")
    #expect(SafeFileName.clean("   ") == "")
  }

  @Test func joinCutsTheStemByWholeCharactersToFitWithItsSuffix() {
    let name = SafeFileName.join(
      String(repeating: "é", count: 300), suffix: "flac", fallback: "song-1")
    #expect(name.utf8.count == 255)
    #expect(name == String(repeating: "é", count: 125) + ".flac")
    #expect(SafeFileName.join("Solo", suffix: "", fallback: "x") == "Solo")
    #expect(SafeFileName.join("Solo", suffix: "ogg", fallback: "x") == "Solo.ogg")
  }

  /// The attack the hostile-server issue found: one character of more than 255 bytes used to
  /// leave `.gitconfig`.
  @Test func oneHugeCharacterIsCutByScalarsNotToNothing() {
    let huge = "e" + String(repeating: "\u{301}", count: 200)  // one grapheme, 401 bytes
    let name = SafeFileName.join(huge, suffix: "gitconfig", fallback: "song-1")
    #expect(!name.hasPrefix("."))
    #expect(name.unicodeScalars.starts(with: "e\u{301}\u{301}".unicodeScalars))
    #expect(name.utf8.count <= 255)
    #expect(SafeFileName.join("", suffix: "gitconfig", fallback: "song-1") == "song-1.gitconfig")
    #expect(SafeFileName.join("   ", suffix: "mp3", fallback: "") == "file.mp3")
  }

  @Test func suffixKeepsAtMostSixteenASCIILettersAndDigits() {
    #expect(SafeFileName.cleanSuffix("m p3;rm") == "mp3rm")
    #expect(SafeFileName.cleanSuffix("/../mp3") == "mp3")
    #expect(SafeFileName.cleanSuffix("flac\u{E9}") == "flac")
    let long = String(repeating: "a", count: 20)
    #expect(SafeFileName.cleanSuffix(long) == String(repeating: "a", count: 16))
  }
}

/// Many server-chosen names, generated: whatever a server sends as title, artist, suffix and id,
/// the file name is visible, one name in the folder, and fits.
struct SafeFileNamePropertyTests {
  /// Pieces a hostile server combines: separators, dots, control and bidi characters, huge
  /// graphemes, wide and combining characters, whitespace.
  static let pieces = [
    "", ".", "..", "/", "\\", "\u{0}", "\u{1B}[2J", "\u{7F}", "\u{85}", "\u{202E}", " ", "\t",
    "\n", "gitconfig", "Night", "夜の曲", "🎵", "e\u{301}",
    "e" + String(repeating: "\u{301}", count: 300),
    String(repeating: "é", count: 200), String(repeating: "a", count: 300), "~", "-", "../../",
  ]

  /// Texts made of ``pieces`` by a seeded generator, so that a failure repeats.
  struct Generator {
    var random: SeededGenerator
    init(state: UInt64) { random = SeededGenerator(seed: state) }
    mutating func next() -> UInt64 { random.next() }
    mutating func text() -> String {
      (0..<Int(next() % 5)).map { _ in pieces[Int(next() % UInt64(pieces.count))] }.joined()
    }
  }

  @Test func everyGeneratedNameIsVisibleOneNameAndFits() {
    var generator = Generator(state: 42)
    for _ in 0..<5_000 {
      let (stem, suffix, fallback) = (generator.text(), generator.text(), generator.text())
      let name = SafeFileName.join(
        SafeFileName.clean(stem), suffix: SafeFileName.cleanSuffix(suffix), fallback: fallback)
      let cleanSuffix = SafeFileName.cleanSuffix(suffix)
      #expect(!name.isEmpty, "\(stem.debugDescription)")
      #expect(!name.hasPrefix("."), "\(name.debugDescription)")
      #expect(name.utf8.count <= SafeFileName.maximumBytes)
      #expect(
        !name.unicodeScalars.contains { $0 == "/" || $0.properties.generalCategory == .control })
      #expect(name != "." + cleanSuffix)
      #expect(cleanSuffix.count <= 16 && cleanSuffix.unicodeScalars.allSatisfy(\.isASCII))
    }
  }
}
