import DependencyRegistryTesting
import MediaFeature
import SubsonicClient
import Testing

/// Synced lyrics: their times as `[m:ss.cc]` in text, kept in JSON, left out in the details.
struct SongLyricsTests {
  let synced = SongLyrics.structured(
    StructuredLyrics(
      displayArtist: "Muse", displayTitle: "Hysteria", language: "eng", isSynced: true,
      offsetMilliseconds: -100,
      lines: [
        LyricLine(startMilliseconds: 0, text: "It's bugging me"),
        LyricLine(startMilliseconds: 12_340, text: ""),
        LyricLine(startMilliseconds: 3_723_456, text: "Grating me\u{1B}[2J"),
      ]))

  @Test func timesAreMinutesSecondsAndHundredths() {
    expectEqual(LyricTime.text(milliseconds: 0), "[0:00.00]")
    expectEqual(LyricTime.text(milliseconds: 12_345), "[0:12.34]")
    expectEqual(LyricTime.text(milliseconds: 61_020), "[1:01.02]")
    expectEqual(LyricTime.text(milliseconds: 3_723_456), "[62:03.45]")
    expectEqual(LyricTime.text(milliseconds: -5), "[0:00.00]")
  }

  @Test func syncedLinesShowAfterTheirTimeWithTheOffsetAndEscaped() {
    expectEqual(
      LyricsPresentation(timed: synced, artist: nil, title: nil).text,
      """
      Muse - Hysteria

      [0:00.10] It's bugging me
      [0:12.44]
      [62:03.55] Grating me [2J
      """)
  }

  @Test func plainLyricsShowAsTheyAre() {
    let plain = SongLyrics.plain(Lyrics(artist: "A", title: "T", text: "one\ntwo"))
    expectEqual(LyricsPresentation(timed: plain, artist: nil, title: nil).lines, ["one", "two"])
    expectEqual(
      LyricsPresentation(timed: nil, artist: "A", title: "T").text, "No lyrics found for A - T.")
  }

  @Test func theDetailsShowTheWordsWithoutTimes() {
    expectEqual(synced.plainLyrics.text, "It's bugging me\n\nGrating me\u{1B}[2J")
    #expect(synced.isSynced && !SongLyrics.plain(Lyrics(text: "x")).isSynced)
  }

  @Test func jsonKeepsTheStartsAndTheOffset() throws {
    let json = LyricsJSON(synced, artist: nil, title: nil)
    #expect(json.synced && json.found)
    expectEqual(json.offset, -100)
    expectEqual(json.lines.map(\.start), [0, 12_340, 3_723_456])
    expectEqual(json.text, "It's bugging me\n\nGrating me\u{1B}[2J")
    #expect(try json.encoded().contains("\"start\" : 12340"))
  }

  @Test func thePreferredSetIsTheFirstSyncedOneWithWords() {
    let plain = StructuredLyrics(lines: [LyricLine(text: "words")])
    let empty = StructuredLyrics(isSynced: true, lines: [])
    guard case .structured(let chosen) = synced else { return }
    expectEqual(SongLyrics.preferred([plain, empty, chosen]), synced)
    expectEqual(SongLyrics.preferred([empty, plain]), .structured(plain))
    expectEqual(SongLyrics.preferred([empty]), nil)
  }
}
