import Foundation
import SubsonicClient
import SubsonicClientInMemory
import Testing

@testable import SunsonicCLI

/// `podcasts` and `podcast …` on the in-memory server: listings, writes that read back, and an
/// episode that is not on the server refused before the player is fed.
@MainActor
struct PodcastCommandTests {
  private func words(_ text: String) -> [String] {
    text.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
  }

  @Test func theChannelsAndTheNewestEpisodesAreListed() async throws {
    let client = SubsonicClient.inMemory()
    let run = await runSunsonic(["podcasts"], with: musicValues(client))
    #expect(run.code == .success, "\(run.err)")
    #expect(
      words(run.out) == [
        "Channel ID Status Episodes URL",
        "Field Notes channel-1 completed https://podcasts.example.net/field-notes.xml",
        "http://podcasts.example.net/gone.xml channel-2 error: Not Found"
          + " http://podcasts.example.net/gone.xml",
      ])
    let newest = await runSunsonic(
      ["podcasts", "--newest", "1", "--json"], with: musicValues(client))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(newest.out.utf8)) as? [String: [[String: Any]]])
    #expect(object["episodes"]?.map { $0["id"] as? String } == ["episode-1"])
    #expect(object["episodes"]?.first?["streamId"] as? String == "song-1")
  }

  @Test func aChannelShowsItsEpisodesWithTheirStatus() async {
    let run = await runSunsonic(["podcast", "channel-1"], with: musicValues(.inMemory()))
    #expect(run.code == .success, "\(run.err)")
    let lines = words(run.out)
    #expect(
      lines.first
        == "Field Notes (channel-1), completed: https://podcasts.example.net/field-notes.xml")
    #expect(lines.contains { $0.hasPrefix("Why the Birds Sing at Dawn episode-1") })
    #expect(lines.contains { $0.hasPrefix("The Night Shift episode-2") && $0.hasSuffix("new") })
  }

  @Test func writesSayWhatTheyDid() async throws {
    let client = SubsonicClient.inMemory()
    let added = await runSunsonic(
      ["podcast", "add", "https://tide.example/feed.xml"], with: musicValues(client))
    #expect(added.out == "added podcast “https://tide.example/feed.xml” (channel-3)\n")
    let fetched = await runSunsonic(["podcast", "fetch", "episode-2"], with: musicValues(client))
    #expect(
      fetched.out
        == "asked the server to fetch episode “The Night Shift” (episode-2): completed\n")
    let deleted = await runSunsonic(
      ["podcast", "delete-episode", "episode-2", "--json"], with: musicValues(client))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(deleted.out.utf8)) as? [String: Any])
    #expect(object["action"] as? String == "delete-episode")
    #expect(object["channel"] is NSNull)
    let refreshed = await runSunsonic(["podcast", "refresh"], with: musicValues(client))
    #expect(refreshed.out == "asked the server to refresh 3 podcast channels\n")
    let gone = await runSunsonic(["podcast", "delete", "channel-2"], with: musicValues(client))
    #expect(gone.out == "deleted podcast “http://podcasts.example.net/gone.xml” (channel-2)\n")
  }

  @Test func unknownIdsAreNotFound() async {
    let values = musicValues(.inMemory())
    let channel = await runSunsonic(["podcast", "channel-9"], with: values)
    #expect(channel.code == .notFound)
    #expect(channel.err.contains("Podcast channel not found"))  // the server's own words
    let episode = await runSunsonic(["podcast", "fetch", "episode-9"], with: values)
    #expect(episode.code == .notFound)
    #expect(episode.err.contains("no podcast episode has the id \"episode-9\""))
  }

  @Test func playStreamsAnEpisodeOnTheServerAndRefusesOneThatIsNot() async {
    let run = await runSunsonic(["podcast", "play", "episode-1"], with: musicValues(.inMemory()))
    #expect(run.code == .success, "\(run.err)")
    #expect(run.out.contains("Why the Birds Sing at Dawn"))
    let refused = await runSunsonic(
      ["podcast", "play", "episode-2"], with: musicValues(.inMemory()))
    #expect(refused.code == .notFound)
    #expect(refused.err.contains("is not on the server (new)"))
  }
}
