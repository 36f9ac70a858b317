import DependencyRegistryTesting
import MediaFeature
import SubsonicClient
import Testing

struct LyricsPresentationTests {
  let lyrics = Lyrics(
    artist: "Aurora Vale", title: "First Light", text: "Morning comes  \r\nslowly\u{1B}[31m\n\nend")

  @Test func foundLyricsShowTheMatchedNamesAndCleanLines() {
    let presentation = LyricsPresentation(lyrics, artist: "aurora vale", title: "first light")
    #expect(presentation.found)
    expectEqual(
      presentation.text,
      """
      Aurora Vale - First Light

      Morning comes
      slowly [31m

      end
      """)
  }

  @Test func noLyricsFoundSaysSoWithWhatWasAsked() {
    expectEqual(
      LyricsPresentation(nil, artist: "Nobody", title: "Nothing").text,
      "No lyrics found for Nobody - Nothing.")
    expectEqual(
      LyricsPresentation(nil, artist: nil, title: "Alone").text, "No lyrics found for Alone.")
    #expect(!LyricsPresentation(nil, artist: "A", title: "T").found)
    #expect(!LyricsPresentation(Lyrics(text: " \n\t"), artist: "A", title: "T").found)
  }

  @Test func jsonHasEveryKeyWithNullWhenNothingWasFound() throws {
    try expectEqual(
      LyricsJSON(nil, artist: "Nobody", title: nil).encoded(),
      """
      {
        "artist" : "Nobody",
        "found" : false,
        "lines" : [

        ],
        "offset" : 0,
        "synced" : false,
        "text" : null,
        "title" : null
      }
      """)
    let found = try LyricsJSON(
      .plain(Lyrics(artist: "A/B", title: "T", text: "one\ntwo")), artist: "a", title: "t"
    ).encoded()
    expectEqual(
      found,
      """
      {
        "artist" : "A/B",
        "found" : true,
        "lines" : [
          {
            "start" : null,
            "text" : "one"
          },
          {
            "start" : null,
            "text" : "two"
          }
        ],
        "offset" : 0,
        "synced" : false,
        "text" : "one\\ntwo",
        "title" : "T"
      }
      """)
  }
}
