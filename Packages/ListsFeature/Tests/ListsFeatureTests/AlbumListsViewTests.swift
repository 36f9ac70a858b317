import DependencyRegistryTesting
import ListsFeature
import SubsonicClient
import SubsonicClientInMemory
import TerminalScreen
import TerminalScreenTesting
import Testing

/// The album lists screen's previews: one golden snapshot per state at 80x24 and 120x40, from
/// the preview server or a client with the endpoints a state needs
/// (`__Snapshots__/AlbumListsViewTests/`; `SUNSONIC_RECORD=1 swift test` re-records them).
@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct AlbumListsViewTests {
  static let albums = AlbumListsClients.numberedAlbums(250)

  @Test func loadingTheNewestAlbums() async {
    let (entered, release) = (Gate(), Gate())
    let screen = AlbumListsScreen(
      client: AlbumListsClients.paging(Self.albums, release: release, entered: entered))
    expectScreens(of: screen, named: "newest-idle")
    screen.start()
    await entered.wait()
    expectScreens(of: screen, named: "newest-loading")
    release.open()
    await settled(screen)
  }

  @Test(.dependencies { $0.subsonicClient = .inMemory() })
  func kindsOfThePreviewLibrary() async {
    let screen = AlbumListsScreen()
    screen.start()
    await settled(screen)
    await press(.down, on: screen)
    expectScreens(of: screen, named: "newest")
    await press(.character("t"), .character("t"), on: screen)
    expectScreens(of: screen, named: "most-played")
    await press(.character("t"), .character("t"), on: screen)
    expectScreens(of: screen, named: "starred-empty")
  }

  @Test(.dependencies { $0.subsonicClient = .inMemory() })
  func genresAndTheAlbumsOfOne() async {
    let screen = AlbumListsScreen()
    await press(.character("T"), on: screen)
    await press(.down, .down, on: screen)
    expectScreens(of: screen, named: "genres")
    await press(.enter, on: screen)
    expectScreens(of: screen, named: "genre-albums")
  }

  @Test func aLongListLoadingItsNextPage() async {
    let (entered, release) = (Gate(), Gate())
    let client = AlbumListsClients.paging(
      Self.albums, release: release, holdingFrom: 100, entered: entered)
    let screen = await startedScreen(client)
    #expect(screen.handle(.end, modifiers: []))
    await entered.wait()
    expectScreens(of: screen, named: "paged-loading-more")
    release.open()
    await settled(screen)
  }

  @Test func aLongListWhoseNextPageFailed() async {
    let client = AlbumListsClients.paging(
      Self.albums, failing: [100], error: .unreachable("connection refused (127.0.0.1:4533)"))
    let screen = await startedScreen(client)
    await press(.end, on: screen)
    expectScreens(of: screen, named: "paged-failed-more")
    await press(.down, on: screen)
    expectScreens(of: screen, named: "paged-failed-more-selected")
  }

  @Test func failedRetryableAndNot() async {
    let unreachable = await startedScreen(
      .failing(.unreachable("connection refused (127.0.0.1:4533)")))
    expectScreens(of: unreachable, named: "failed-retryable")
    let notAuthorized = SubsonicError.api(
      SubsonicAPIError(code: .notAuthorized, message: "User is not authorized"))
    let refused = await startedScreen(.failing(notAuthorized))
    await press(.character("T"), on: refused)
    expectScreens(of: refused, named: "genres-failed")
  }

  @Test func longAndWideNamesStayInTheirColumns() async {
    let screen = await startedScreen(AlbumListsClients.hostile)
    await press(.down, .down, on: screen)
    expectScreens(of: screen, named: "hostile-albums")
    await press(.character("T"), on: screen)
    expectScreens(of: screen, named: "hostile-genres")
    await press(.down, .down, .enter, on: screen)
    expectScreens(of: screen, named: "hostile-genre-albums")
  }

  @Test func aNarrowRowShowsTheKindsAroundTheCurrentOne() async {
    let screen = await startedScreen(AlbumListsClients.paging(Self.albums))
    let narrow = [SnapshotSize(width: 50, height: 8)]
    expectScreens(of: screen, named: "kinds-first", sizes: narrow)
    await press(.character("t"), .character("t"), .character("t"), .character("t"), on: screen)
    expectScreens(of: screen, named: "kinds-middle", sizes: narrow)
    await press(
      .character("T"), .character("T"), .character("T"), .character("T"), .character("T"),
      on: screen)
    expectScreens(of: screen, named: "kinds-last", sizes: narrow)
  }
}
