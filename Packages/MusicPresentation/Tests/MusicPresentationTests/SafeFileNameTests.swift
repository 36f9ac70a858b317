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
    let name = SafeFileName.join(String(repeating: "é", count: 300), suffix: "flac")
    #expect(name.utf8.count == 255)
    #expect(name == String(repeating: "é", count: 125) + ".flac")
    #expect(SafeFileName.join("Solo", suffix: "") == "Solo")
    #expect(SafeFileName.join("Solo", suffix: "ogg") == "Solo.ogg")
  }

  @Test func suffixKeepsAtMostSixteenASCIILettersAndDigits() {
    #expect(SafeFileName.cleanSuffix("m p3;rm") == "mp3rm")
    #expect(SafeFileName.cleanSuffix("/../mp3") == "mp3")
    #expect(SafeFileName.cleanSuffix("flac\u{E9}") == "flac")
    let long = String(repeating: "a", count: 20)
    #expect(SafeFileName.cleanSuffix(long) == String(repeating: "a", count: 16))
  }
}
