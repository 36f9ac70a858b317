import TerminalScreen
import Testing

/// A text wrapped to a width: at spaces, long words between characters, wide characters whole,
/// line breaks kept, controls escaped; and a text's top line scrolled by the list keys.
struct WrappedTextTests {
  @Test func wordsWrapAtSpacesAndTheSpacesAtABreakAreDropped() {
    #expect(
      WrappedText("Morning comes slowly over the hill", width: 14).lines
        == ["Morning comes", "slowly over", "the hill"])
    #expect(WrappedText("exactly ten", width: 11).lines == ["exactly ten"])
    #expect(WrappedText("two  spaces   kept  ", width: 40).lines == ["two  spaces   kept"])
    #expect(WrappedText("  indented", width: 40).lines == ["  indented"])
  }

  @Test func lineBreaksEndLinesAndEmptyLinesStay() {
    #expect(
      WrappedText("one\n\ntwo\r\nthree\rfour", width: 10).lines
        == ["one", "", "two", "three", "four"])
    #expect(WrappedText("", width: 10).lines == [""])
    #expect(WrappedText("end\n", width: 10).lines == ["end", ""])
  }

  @Test func aWordWiderThanTheWidthIsBrokenBetweenItsCharacters() {
    #expect(
      WrappedText("see https://example.com/a/long/path ok", width: 10).lines
        == ["see", "https://ex", "ample.com/", "a/long/pat", "h ok"])
    #expect(WrappedText("abc", width: 0).lines == ["a", "b", "c"])
  }

  @Test func wideCharactersTakeTwoColumnsAndAreNeverSplit() {
    #expect(WrappedText("坂本龍一 夜に駆ける", width: 9).lines == ["坂本龍一", "夜に駆け", "る"])
    #expect(WrappedText("👩‍🎤🎸🔥", width: 5).lines == ["👩‍🎤🎸", "🔥"])
    #expect(WrappedText("日本", width: 1).lines == ["日", "本"])
  }

  @Test func controlsAreWrappedAsTheEscapesTheyShowAs() {
    #expect(
      WrappedText("Red \u{1B}[31m alert\u{7}", width: 12).lines
        == ["Red", "\\u001B[31m", "alert\\u0007"])
    #expect(WrappedText("\u{202E}txet", width: 20).lines == ["\\u202Etxet"])
  }

  @Test func aTopLineScrollsByTheListKeysAndStaysInTheText() {
    #expect(ListMotion.rows(1).scrolled(top: 0, count: 30, height: 10) == 1)
    #expect(ListMotion.rows(-1).scrolled(top: 0, count: 30, height: 10) == 0)
    #expect(ListMotion.pages(1).scrolled(top: 5, count: 30, height: 10) == 15)
    #expect(ListMotion.pages(1).scrolled(top: 15, count: 30, height: 10) == 20)
    #expect(ListMotion.pages(-1).scrolled(top: 15, count: 30, height: 10) == 5)
    #expect(ListMotion.last.scrolled(top: 0, count: 30, height: 10) == 20)
    #expect(ListMotion.first.scrolled(top: 20, count: 30, height: 10) == 0)
    #expect(ListMotion.rows(1).scrolled(top: 0, count: 8, height: 10) == 0)
    #expect(ListMotion.last.scrolled(top: 0, count: 3, height: 0) == 2)
    #expect(ListMotion.rows(-1).scrolled(top: 99, count: 30, height: 10) == 20)
  }
}
