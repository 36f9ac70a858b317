import DependencyRegistryTesting
import MusicPresentation
import Testing

/// ``NameText``: a name with anything to see is shown as it is; nothing to see is its
/// ``MissingName``.
struct NameTextTests {
  /// Characters that show nothing: white space, controls, format characters.
  private static let invisible: [Character] = [
    " ", "\t", "\n", "\r\n", "\u{0}", "\u{7}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}", "\u{A0}",
    "\u{2003}", "\u{3000}", "\u{200B}", "\u{200D}", "\u{200E}", "\u{2028}", "\u{FEFF}",
  ]
  /// Characters that show something, narrow and wide.
  private static let visible: [Character] = [
    "a", "Z", "0", "(", "~", "é", "ß", "Ж", "ع", "界", "🎵", "👩‍👩‍👧", "e\u{301}", "\u{E000}",
  ]

  private static func text(
    _ count: Int, of characters: [Character], using generator: inout SeededGenerator
  ) -> String {
    String((0..<count).map { _ in characters.randomElement(using: &generator)! })
  }

  @Test(arguments: MissingName.allCases)
  func nothingToSeeIsTheMissingNamesText(_ missing: MissingName) {
    var generator = SeededGenerator(seed: 30)
    #expect(NameText.shown(nil, or: missing) == missing.rawValue)
    #expect(NameText.shown("", or: missing) == missing.rawValue)
    for _ in 0..<500 {
      let name = Self.text(
        Int.random(in: 1...12, using: &generator), of: Self.invisible,
        using: &generator)
      #expect(NameText.shown(name, or: missing) == missing.rawValue, "\(name.debugDescription)")
      #expect(NameText.isMissing(name))
    }
  }

  @Test func anythingToSeeIsShownUnchanged() {
    var generator = SeededGenerator(seed: 31)
    for _ in 0..<1_000 {
      let before = Self.text(
        Int.random(in: 0...6, using: &generator), of: Self.invisible,
        using: &generator)
      let after = Self.text(
        Int.random(in: 0...6, using: &generator), of: Self.invisible,
        using: &generator)
      let shown = Self.text(
        Int.random(in: 1...8, using: &generator), of: Self.visible,
        using: &generator)
      let name = before + shown + after
      let missing = MissingName.allCases.randomElement(using: &generator)!
      #expect(NameText.shown(name, or: missing) == name, "\(name.debugDescription)")
      #expect(!NameText.isMissing(name))
    }
  }

  @Test func thePlaceholdersSayWhatIsMissing() {
    #expect(MissingName.title.rawValue == "(no title)")
    #expect(MissingName.name.rawValue == "(no name)")
    #expect(MissingName.artist.rawValue == "(unknown artist)")
    #expect(MissingName.album.rawValue == "(unknown album)")
  }
}
