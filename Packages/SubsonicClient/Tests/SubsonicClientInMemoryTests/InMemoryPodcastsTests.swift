import SubsonicClient
import SubsonicClientInMemory
import Testing

/// The in-memory server's podcasts: two channels, and writes that read back.
struct InMemoryPodcastsTests {
  let client = SubsonicClient.inMemory()

  @Test func listsTheChannelsWithOrWithoutEpisodes() async throws {
    let channels = try await client.getPodcasts(true, nil)
    #expect(channels.map(\.id) == ["channel-1", "channel-2"])
    #expect(channels[0].episodes.map(\.id) == ["episode-1", "episode-2"])
    #expect(channels[0].episodes[0] == PreviewValues.podcastEpisode)
    #expect(channels[1].status == .error)
    #expect(channels[1].errorMessage == "Not Found")
    #expect(try await client.getPodcasts(false, nil).allSatisfy(\.episodes.isEmpty))
    #expect(try await client.getPodcasts(true, "channel-1").map(\.id) == ["channel-1"])
  }

  @Test func newestEpisodesComeFirstAndCount() async throws {
    #expect(try await client.getNewestPodcasts(nil).map(\.id) == ["episode-1", "episode-2"])
    #expect(try await client.getNewestPodcasts(1).map(\.id) == ["episode-1"])
    #expect(try await client.getPodcastEpisode("episode-2").title == "The Night Shift")
  }

  @Test func writesReadBack() async throws {
    try await client.createPodcastChannel("https://tide.example/feed.xml")
    var channels = try await client.getPodcasts(false, nil)
    #expect(
      channels.last
        == PodcastChannel(id: "channel-3", url: "https://tide.example/feed.xml", status: .new))
    try await client.downloadPodcastEpisode("episode-2")
    var episode = try await client.getPodcastEpisode("episode-2")
    #expect(episode.status == .completed)
    #expect(episode.song?.id == "song-2")
    try await client.deletePodcastEpisode("episode-2")
    episode = try await client.getPodcastEpisode("episode-2")
    #expect(episode.status == .deleted)
    #expect(episode.song == nil)
    try await client.deletePodcastChannel("channel-2")
    channels = try await client.getPodcasts(false, nil)
    #expect(channels.map(\.id) == ["channel-1", "channel-3"])
  }

  @Test func unknownIdsAndBlankURLsAreRefused() async throws {
    let channel = SubsonicError.api(
      SubsonicAPIError(code: .notFound, message: "Podcast channel not found"))
    let episode = SubsonicError.api(
      SubsonicAPIError(code: .notFound, message: "Podcast episode not found"))
    await #expect(throws: channel) { try await client.deletePodcastChannel("channel-9") }
    await #expect(throws: channel) { _ = try await client.getPodcasts(true, "channel-9") }
    await #expect(throws: episode) { _ = try await client.getPodcastEpisode("episode-9") }
    await #expect(throws: episode) { try await client.downloadPodcastEpisode("episode-9") }
    await #expect(throws: episode) { try await client.deletePodcastEpisode("episode-9") }
    await #expect(throws: SubsonicError.self) { try await client.createPodcastChannel("") }
    #expect(try await client.getPodcasts(false, nil).count == 2)
  }
}
