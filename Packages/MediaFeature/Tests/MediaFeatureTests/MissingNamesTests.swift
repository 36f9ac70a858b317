import DependencyRegistryTesting
import MediaFeature
import SubsonicClient
import Testing

/// Names the server left empty are shown as missing in the media texts, never as a blank.
struct MissingNamesTests {
  @Test func lyricsOfASongWithNoNamesSayWhatIsMissing() {
    expectEqual(
      LyricsPresentation(nil, artist: " ", title: "\u{1B}").text, "No lyrics found for (no title).")
    expectEqual(
      LyricsPresentation(Lyrics(artist: "", title: "\u{200B}", text: "la"), artist: nil, title: "T")
        .heading, "T")
  }
}
