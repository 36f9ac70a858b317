import DependencyRegistryTesting
import MediaFeature
import SubsonicClient
import Testing

struct DownloadFileNameTests {
  @Test func defaultFileNameIsArtistDashTitleDotSuffix() {
    let song = Song(id: "song-1", title: "First Light", artist: "Aurora Vale", suffix: "mp3")
    expectEqual(DownloadFileName.make(for: song), "Aurora Vale - First Light.mp3")
  }

  @Test func missingArtistLeavesTheTitleAndMissingTitleTheID() {
    expectEqual(
      DownloadFileName.make(for: Song(id: "9", title: "Solo", suffix: "flac")), "Solo.flac")
    expectEqual(
      DownloadFileName.make(for: Song(id: "9", title: "Solo", artist: "  ", suffix: "ogg")),
      "Solo.ogg")
    expectEqual(
      DownloadFileName.make(for: Song(id: "abc", title: " ", suffix: "mp3")), "song-abc.mp3")
    expectEqual(DownloadFileName.make(for: Song(id: "abc", title: "No Suffix")), "No Suffix")
  }

  @Test func defaultFileNameNeverEscapesTheFolder() {
    let names = [
      Song(id: "1", title: "../../etc/passwd", suffix: "mp3"),
      Song(id: "2", title: "..", artist: nil, suffix: nil),
      Song(id: "3", title: ".", artist: ".", suffix: "mp3"),
      Song(id: "4", title: "x", artist: "/abs/path", suffix: "/../mp3"),
      Song(id: "5", title: "back\\slash", artist: "..\\..", suffix: "mp3"),
      Song(id: "../6", title: "", suffix: nil),
    ].map(DownloadFileName.make)
    for name in names {
      #expect(!name.contains("/"), "\(name)")
      #expect(!name.contains("\\"), "\(name)")
      #expect(!name.hasPrefix("."), "\(name)")
      #expect(!name.isEmpty)
      #expect(name != "." && name != "..")
    }
    expectEqual(names[0], "___.._etc_passwd.mp3")
    expectEqual(names[1], "__")
    expectEqual(names[3], "_abs_path - x.mp3")
    expectEqual(names[5], "song-.._6")
  }

  @Test func controlCharactersAndNULBecomeUnderscores() {
    let song = Song(
      id: "1", title: "Line\nBreak\u{0}Nul\u{1B}", artist: "Tab\tArtist", suffix: "mp3")
    expectEqual(DownloadFileName.make(for: song), "Tab_Artist - Line_Break_Nul_.mp3")
  }

  @Test func suffixKeepsOnlyASCIILettersAndDigits() {
    let song = Song(id: "1", title: "T", suffix: "m p3;rm")
    expectEqual(DownloadFileName.make(for: song), "T.mp3rm")
  }

  @Test func longNamesAreCutToTheFileSystemLimitKeepingTheSuffix() {
    let song = Song(id: "1", title: String(repeating: "é", count: 300), artist: "A", suffix: "flac")
    let name = DownloadFileName.make(for: song)
    #expect(name.utf8.count <= 255)
    #expect(name.hasSuffix("é.flac"))
    #expect(name.hasPrefix("A - é"))
  }
}
