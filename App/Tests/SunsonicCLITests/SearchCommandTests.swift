import Testing

@testable import SunsonicCLI

/// `search TEXT`: input checks, the summary and tables, JSON.
@MainActor
struct SearchCommandTests {
  @Test(arguments: [
    (["search"], "missing TEXT (usage: sunsonic search TEXT...)"),
    (["search", "   "], "TEXT \"   \": empty"),
    (["search", "x", "--size", "0"], "--size \"0\": not a whole number from 1 to 500"),
    (["search", "x", "--size", "501"], "--size \"501\": not a whole number from 1 to 500"),
  ])
  func badInputIsExit64NamingArgumentAndValue(arguments: [String], message: String) async {
    await expectUsageError(arguments, message)
  }

  @Test func searchPrintsTheSummaryAndOneTablePerKind() async {
    let run = await runSunsonic(["search", "light"], with: musicValues())
    #expect(run.code == .success)
    #expect(run.out.hasPrefix("1 artist, 1 album, 2 songs for \"light\"\n\nArtists\nName "))
    #expect(run.out.contains("\nAlbums\nAlbum            Artist       Year  Songs  ID\n"))
    #expect(run.out.contains("Half Light   The Midnight Sun  Equinox          2:31  song-13\n"))
  }

  @Test func searchThatFindsNothingSaysSo() async {
    let run = await runSunsonic(["search", "zzz"], with: musicValues())
    #expect(run.out == "nothing found for \"zzz\"\n")
  }

  @Test func searchJSON() async throws {
    let object = try await musicJSON(["search", "light"])
    #expect(
      Set(object.keys) == [
        "query", "artistCount", "albumCount", "songCount", "hasMoreSongs", "artists", "albums",
        "songs",
      ])
    #expect(object["query"] as? String == "light")
    #expect(object["songCount"] as? Int == 2)
    let songs = try #require(object["songs"] as? [[String: Any]])
    #expect(Set(songs[0].keys) == JSONKeys.song)
  }
}
