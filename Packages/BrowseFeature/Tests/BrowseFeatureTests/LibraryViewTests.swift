import BrowseFeature
import DependencyRegistryTesting
import SubsonicClient
import SubsonicClientInMemory
import TerminalScreen
import Testing

/// The library screen's previews: one golden snapshot per state at 80x24 and 120x40, from the
/// preview server or a client with the endpoints a state needs
/// (`__Snapshots__/LibraryViewTests/`; `SUNSONIC_RECORD=1 swift test` re-records them).
@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct LibraryViewTests {
  @Test func loadingArtists() async {
    let (entered, release) = (Gate(), Gate())
    let browser = LibraryBrowser(
      client: LibraryClients.answeringArtists(after: release, entered: entered))
    expectScreens(of: browser, named: "artists-idle")
    browser.start()
    await entered.wait()
    expectScreens(of: browser, named: "artists-loading")
    release.open()
    await settled(browser)
    expectEqual(browser.artists.map(\.name), ["Aurora Vale"])
  }

  @Test(.dependencies { $0.subsonicClient = .inMemory() })
  func artistsOfThePreviewLibrary() async {
    let browser = LibraryBrowser()
    browser.start()
    await settled(browser)
    await press(.down, on: browser)
    expectScreens(of: browser, named: "artists")
  }

  @Test func albumsOfAnArtistAndSongsOfAnAlbum() async {
    let browser = await loadedBrowser(.inMemory())
    await press(.enter, on: browser)
    expectScreens(of: browser, named: "albums")
    await press(.down, .enter, .down, .down, on: browser)
    expectScreens(of: browser, named: "songs")
  }

  @Test func emptyLevels() async {
    expectScreens(of: await loadedBrowser(LibraryClients.noArtists), named: "artists-empty")
    let browser = await loadedBrowser(LibraryClients.emptyLevels)
    await press(.enter, on: browser)
    expectScreens(of: browser, named: "albums-empty")
    await press(.left, .down, .enter, .enter, on: browser)
    expectScreens(of: browser, named: "songs-empty")
  }

  @Test func failedRetryableAndNot() async {
    let unreachable = await loadedBrowser(
      .failing(.unreachable("connection refused (127.0.0.1:4533)")))
    expectScreens(of: unreachable, named: "artists-failed-retryable")

    let notFound = SubsonicError.api(SubsonicAPIError(code: .notFound, message: "Artist not found"))
    let browser = await loadedBrowser(LibraryClients.failingArtist(notFound))
    await press(.enter, on: browser)
    expectScreens(of: browser, named: "albums-failed")
  }

  @Test func longListScrolledWithItsBar() async {
    let browser = await loadedBrowser(LibraryClients.manyArtists(300))
    browser.listHeight = 22
    await press(.pageDown, .pageDown, .down, on: browser)
    expectScreens(of: browser, named: "artists-scrolled")
  }

  @Test func longAndWideNamesStayInTheirColumns() async {
    let browser = await loadedBrowser(LibraryClients.hostile)
    await press(.down, .down, .down, on: browser)
    expectScreens(of: browser, named: "hostile-artists")
    await press(.enter, on: browser)
    expectScreens(of: browser, named: "hostile-albums")
    await press(.enter, .down, on: browser)
    expectScreens(of: browser, named: "hostile-songs")
  }

  /// Names the server left empty (the reported album of empty tags) are shown as missing, in
  /// the rows and in the trail: never a blank cell.
  @Test func emptyNamesShowAsMissing() async {
    let browser = await loadedBrowser(LibraryClients.emptyNames)
    expectScreens(of: browser, named: "empty-names-artists")
    await press(.enter, .enter, on: browser)
    expectScreens(of: browser, named: "empty-names-songs")
  }
}
