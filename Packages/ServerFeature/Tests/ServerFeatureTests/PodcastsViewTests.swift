import DependencyRegistryTesting
import ServerFeature
import SubsonicClient
import SubsonicClientInMemory
import TerminalScreen
import Testing

/// The podcasts screen's previews: one golden snapshot per state at 80x24 and 120x40, from the
/// preview server or a client with the endpoints a state needs
/// (`__Snapshots__/PodcastsViewTests/`; `SUNSONIC_RECORD=1 swift test` re-records them).
@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct PodcastsViewTests {
  @Test func loadingChannels() async {
    let (entered, release) = (Gate(), Gate())
    let screen = PodcastsScreen(client: PodcastsClients.answering(after: release, entered: entered))
    expectScreens(of: screen, named: "channels-idle")
    screen.start()
    await entered.wait()
    expectScreens(of: screen, named: "channels-loading")
    release.open()
    await settled(screen)
    #expect(screen.channels.map(\.id) == ["channel-1"])
  }

  @Test func channelsAndEpisodesOfThePreviewServer() async {
    let screen = await loadedPodcasts(.inMemory())
    expectScreens(of: screen, named: "channels")
    await press(.enter, .down, on: screen)
    expectScreens(of: screen, named: "episodes")
  }

  @Test func emptyLevels() async {
    expectScreens(of: await loadedPodcasts(PodcastsClients.listing([])), named: "channels-empty")
    let screen = await loadedPodcasts(PodcastsClients.quietChannel)
    await press(.enter, on: screen)
    expectScreens(of: screen, named: "episodes-empty")
  }

  @Test func failedRetryableAndNot() async {
    let unreachable = await loadedPodcasts(
      .failing(.unreachable("connection refused (127.0.0.1:4533)")))
    expectScreens(of: unreachable, named: "channels-failed-retryable")
    let notFound = SubsonicError.api(
      SubsonicAPIError(code: .notFound, message: "Podcast channel not found"))
    let screen = await loadedPodcasts(PodcastsClients.failingChannel(notFound))
    await press(.enter, on: screen)
    expectScreens(of: screen, named: "episodes-failed")
  }

  @Test func hostileLongAndWideNamesStayEscapedInTheirColumns() async {
    let screen = await loadedPodcasts(PodcastsClients.hostile)
    expectScreens(of: screen, named: "hostile-channels")
    await press(.enter, .down, on: screen)
    expectScreens(of: screen, named: "hostile-episodes")
  }
}
