import Testing

@testable import PlayerClientLive

/// What a player said, made fit for a one-line message.
struct PlayerWordsTests {
  @Test func plainWordsAreKeptAsSaid() {
    #expect(PlayerWords.shown("no audio or video data played") == "no audio or video data played")
  }

  @Test func controlsAreEscapedAndWhiteSpaceIsOneSpace() {
    #expect(
      PlayerWords.shown("bad\u{1B}[2J\n\tdevice\u{202E}!\r") == "bad\\u001B[2J device\\u202E!")
    #expect(PlayerWords.shown(" \n ") == nil)
  }

  @Test func longWordsAreCut() {
    let shown = PlayerWords.shown(String(repeating: "x", count: 500))
    #expect(shown == String(repeating: "x", count: PlayerWords.maximumCharacters) + "…")
  }
}
