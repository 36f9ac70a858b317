import DependencyRegistryTesting
import ServerFeature
import SubsonicClient
import SubsonicClientInMemory
import TerminalScreen
import Testing

/// The podcasts screen's navigation, keys and playing, on the in-memory server and fakes.
@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct PodcastsScreenTests {
  @Test func channelsThenEpisodesNewestFirstAndBack() async {
    let screen = await loadedPodcasts(.inMemory())
    #expect(screen.channels.map(\.id) == ["channel-1", "channel-2"])
    #expect(screen.channels.first?.episodes.count == 2)
    #expect(await press(.enter, on: screen) == [true])
    #expect(screen.level == .episodes(channel: screen.channels[0]))
    #expect(screen.episodes.map(\.id) == ["episode-1", "episode-2"])
    #expect(await press(.down, .left, on: screen) == [true, true])
    #expect(screen.level == .channels)
    #expect(await press(.left, on: screen) == [false])
    #expect(
      await press(.character("l"), .character("h"), .backspace, on: screen) == [true, true, false])
  }

  @Test func episodesWithoutADateComeLast() async {
    let undated = PodcastEpisode(id: "undated", title: "Undated")
    let old = PodcastEpisode(id: "old", title: "Old", publishDate: PreviewValues.date)
    let new = PodcastEpisode(
      id: "new", title: "New", publishDate: PreviewValues.date.addingTimeInterval(3600))
    let channel = PodcastChannel(id: "c", title: "C", episodes: [undated, old, new])
    let screen = await loadedPodcasts(PodcastsClients.listing([channel]))
    await press(.enter, on: screen)
    #expect(screen.episodes.map(\.id) == ["new", "old", "undated"])
  }

  @Test func enterPlaysAnEpisodeOnTheServerAndNamesFetchForOneThatIsNot() async {
    let events = PodcastsEvents()
    let screen = await loadedPodcasts(.inMemory(), events: events)
    await press(.enter, .enter, on: screen)
    #expect(events.played.map(\.id) == ["song-1"])
    #expect(events.played.first?.title == "Why the Birds Sing at Dawn")
    #expect(await press(.character("l"), on: screen) == [false])  // only Enter plays
    await press(.down, .enter, on: screen)
    #expect(events.played.count == 1)
    #expect(
      events.notices == [
        "Not on the server (new): fetch it with 'sunsonic podcast fetch episode-2'"
      ])
  }

  @Test func retryAsksAgainOnlyWhenItMayHelp() async {
    let screen = await loadedPodcasts(.failing(.unreachable("connection refused")))
    #expect(screen.channelsStore.state.failure != nil)
    #expect(await press(.character("r"), on: screen) == [true])
    let notFound = SubsonicError.api(SubsonicAPIError(code: .notFound, message: "gone"))
    let failing = await loadedPodcasts(PodcastsClients.failingChannel(notFound))
    await press(.enter, on: failing)
    #expect(failing.episodesStore.state.failure != nil)
    #expect(await press(.character("r"), on: failing) == [false])
  }

  @Test func aClickSelectsThenOpens() async {
    let screen = await loadedPodcasts(.inMemory())
    screen.listHeight = 5
    #expect(screen.click(listRow: 1))
    #expect(screen.selection.index == 1)
    #expect(!screen.click(listRow: 4))
    #expect(screen.click(listRow: 1))
    await settled(screen)
    #expect(screen.level == .episodes(channel: screen.channels[1]))
  }

  @Test func keysWithModifiersAreNeverTheScreens() async {
    let screen = await loadedPodcasts(.inMemory())
    #expect(!screen.handle(.enter, modifiers: .control))
    #expect(!screen.handle(.character("q"), modifiers: []))
    #expect(screen.level == .channels)
  }
}
