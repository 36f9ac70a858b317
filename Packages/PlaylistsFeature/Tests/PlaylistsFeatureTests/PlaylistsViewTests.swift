import DependencyRegistryTesting
import PlaylistsFeature
import SubsonicClient
import SubsonicClientInMemory
import TerminalScreen
import Testing

/// The playlists screen's previews: one golden snapshot per state at 80x24 and 120x40, from the
/// preview server or a client with the endpoints a state needs
/// (`__Snapshots__/PlaylistsViewTests/`; `SUNSONIC_RECORD=1 swift test` re-records them).
@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct PlaylistsViewTests {
  @Test func loadingPlaylists() async {
    let (entered, release) = (Gate(), Gate())
    let screen = PlaylistsScreen(
      client: PlaylistsClients.answeringPlaylists(after: release, entered: entered))
    expectScreens(of: screen, named: "playlists-idle")
    screen.start()
    await entered.wait()
    expectScreens(of: screen, named: "playlists-loading")
    release.open()
    await settled(screen)
    expectEqual(screen.playlists.map(\.name), ["Morning Mix"])
  }

  @Test func playlistsAndSongsOfThePreviewServer() async throws {
    let client = try await PlaylistsClients.withEmptyPlaylist()
    let screen = await loadedScreen(client)
    await press(.down, on: screen)
    expectScreens(of: screen, named: "playlists")
    await press(.up, .enter, .down, on: screen)
    expectScreens(of: screen, named: "songs")
  }

  @Test func emptyLevels() async throws {
    expectScreens(of: await loadedScreen(PlaylistsClients.noPlaylists), named: "playlists-empty")
    let screen = await loadedScreen(try await PlaylistsClients.withEmptyPlaylist())
    await press(.down, .enter, on: screen)
    expectScreens(of: screen, named: "songs-empty")
  }

  @Test func failedRetryableAndNot() async {
    let unreachable = await loadedScreen(
      .failing(.unreachable("connection refused (127.0.0.1:4533)")))
    expectScreens(of: unreachable, named: "playlists-failed-retryable")

    let notFound = SubsonicError.api(
      SubsonicAPIError(code: .notFound, message: "Playlist not found"))
    let screen = await loadedScreen(PlaylistsClients.failingPlaylist(notFound))
    await press(.enter, on: screen)
    expectScreens(of: screen, named: "songs-failed")
  }

  @Test func longListScrolledWithItsBar() async {
    let screen = await loadedScreen(PlaylistsClients.manyPlaylists(300))
    screen.listHeight = 22
    await press(.pageDown, .pageDown, .down, on: screen)
    expectScreens(of: screen, named: "playlists-scrolled")
  }

  @Test func longAndWideNamesStayInTheirColumns() async {
    let screen = await loadedScreen(PlaylistsClients.hostile)
    await press(.down, .down, on: screen)
    expectScreens(of: screen, named: "hostile-playlists")
    await press(.enter, .down, .down, .down, on: screen)
    expectScreens(of: screen, named: "hostile-songs")
  }
}
