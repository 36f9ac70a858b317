import DependencyRegistryTesting
import MusicPresentation
import ServerFeature
import SubsonicClient
import SubsonicClientInMemory
import Testing

/// The podcast stores: channels, episodes (newest, one by id), and edits that look the channel
/// or episode up first and refuse a feed that is not http or https before sending it.
@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct PodcastStoresTests {
  @Test func theChannelsLoadWithOrWithoutEpisodes() async {
    let store = PodcastChannelsStore(client: .inMemory())
    await store.load(PodcastChannelsRequest())
    #expect(store.state.value?.map(\.id) == ["channel-1", "channel-2"])
    #expect(store.state.value?.allSatisfy(\.episodes.isEmpty) == true)
    await store.load(PodcastChannelsRequest(includesEpisodes: true, channel: "channel-1"))
    #expect(store.state.value?.first?.episodes.map(\.id) == ["episode-1", "episode-2"])
    await store.load(PodcastChannelsRequest(channel: "channel-9"))  // the API's error 70
    #expect(
      store.state.failure
        == .api(SubsonicAPIError(code: .notFound, message: "Podcast channel not found")))
  }

  @Test func aServerThatIgnoresTheIdStillShowsTheOneChannel() async {
    var client = SubsonicClient.unimplemented
    client.getPodcasts = { _, _ in [PreviewValues.podcastChannel, PodcastChannel(id: "other")] }
    let store = PodcastChannelsStore(client: client)
    await store.load(PodcastChannelsRequest(includesEpisodes: true, channel: "channel-1"))
    #expect(store.state.value?.map(\.id) == ["channel-1"])
    await store.load(PodcastChannelsRequest(channel: "channel-9"))
    #expect(store.state.failure == .itemNotFound(kind: "podcast channel", item: "channel-9"))
  }

  @Test func theNewestAreCutToTheCountAndAnEpisodeIsFoundById() async {
    let store = PodcastEpisodesStore(client: .inMemory())
    await store.load(.newest(count: 1))
    #expect(store.state.value?.map(\.id) == ["episode-1"])
    await store.load(.episode("episode-2"))
    #expect(store.state.value?.first?.title == "The Night Shift")
    await store.load(.episode("episode-9"))
    #expect(store.state.failure == .itemNotFound(kind: "podcast episode", item: "episode-9"))
  }

  @Test func aCountOutOfRangeIsRefusedBeforeAnyRequest() async {
    let store = PodcastEpisodesStore(client: .unimplemented)
    await store.load(.newest(count: 0))
    #expect(store.state.failure != nil)
    await store.load(.newest(count: 501))
    #expect(store.state.failure != nil)
  }

  @Test func anAddedChannelIsFoundByItsNewId() async {
    let store = PodcastEditStore(client: .inMemory())
    await store.load(.add(url: "https://feeds.example/tide.xml"))
    #expect(
      store.state.value?.channel
        == PodcastChannel(id: "channel-3", url: "https://feeds.example/tide.xml", status: .new))
    #expect(store.state.value?.channels.count == 3)
  }

  @Test(arguments: [
    "ftp://feeds.example/a.xml", "file:///etc/passwd", "feeds.example/a.xml", "https://",
    "https://feeds.example/a b", "https://feeds.example/\u{1B}[2J", "javascript:alert(1)", "",
  ])
  func aFeedThatIsNotHTTPIsRefusedBeforeAnyRequest(url: String) async {
    let store = PodcastEditStore(client: .unimplemented)
    await store.load(.add(url: url))
    #expect(
      store.state.failure == .invalidArgument("a podcast feed is an http or https URL with a host"))
  }

  @Test func fetchAndDeleteReadTheEpisodeBackAndUnknownIdsAreNeverSent() async {
    let store = PodcastEditStore(client: .inMemory())
    await store.load(.fetch("episode-2"))
    #expect(store.state.value?.episode?.status == .completed)
    await store.load(.deleteEpisode("episode-2"))
    #expect(store.state.value?.episode?.title == "The Night Shift")
    await store.load(.deleteChannel("channel-2"))
    #expect(store.state.value?.channels.map(\.id) == ["channel-1"])

    var client = SubsonicClient.unimplemented
    client.getPodcasts = { _, _ in [PreviewValues.podcastChannel] }
    let refusing = PodcastEditStore(client: client)
    await refusing.load(.fetch("episode-9"))
    #expect(refusing.state.failure == .itemNotFound(kind: "podcast episode", item: "episode-9"))
    await refusing.load(.deleteChannel("channel-9"))
    #expect(refusing.state.failure == .itemNotFound(kind: "podcast channel", item: "channel-9"))
  }

  @Test func theTablesNameMissingTitlesAndFailures() {
    let channels = CellTable.podcastChannels(
      [
        PodcastChannel(
          id: "c-1", url: "https://x.example/feed", status: .error, errorMessage: "Not Found")
      ], withEpisodes: false)
    #expect(
      channels.rows == [
        ["https://x.example/feed", "c-1", "error: Not Found", "", "https://x.example/feed"]
      ])
    let episodes = CellTable.podcastEpisodes([
      PodcastEpisode(id: "e-1", channelID: "c-1", duration: 65)
    ])
    #expect(episodes.rows == [["(no title)", "e-1", "c-1", "", "1:05", "unknown"]])
  }

  @Test func theJSONHasEveryKey() throws {
    let json = try PodcastEditJSON(
      .deleteEpisode("e-1"), PodcastEditOutcome(episode: PodcastEpisode(id: "e-1"))
    ).encoded()
    #expect(json.contains(#""action" : "delete-episode""#))
    #expect(json.contains(#""channel" : null"#))
    #expect(json.contains(#""title" : null"#))
    let channels = try PodcastChannelsJSON([PreviewValues.podcastChannel], withEpisodes: false)
      .encoded()
    #expect(channels.contains(#""episodes" : null"#))
  }
}
