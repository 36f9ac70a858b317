import BrowseFeature
import DependencyRegistryTesting
import SubsonicClient
import SubsonicClientInMemory
import TerminalScreen
import Testing

/// The library browser's keys: moving, opening, going back, retrying, playing.
@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct LibraryBrowserTests {
  @Test func theArtistIndexIsFlattenedInItsOrder() {
    let list = ArtistList([
      ArtistIndex(name: "A", artists: [Fixtures.aurora]),
      ArtistIndex(name: "B", artists: []),
      ArtistIndex(name: "M", artists: [Fixtures.midnightSun, Fixtures.aurora]),
    ])
    expectEqual(list.map(\.id), ["artist-1", "artist-2", "artist-1"])
    expectEqual(list.count, 3)
    expectEqual(list[1].name, "The Midnight Sun")
    expectEqual(ArtistList([]).count, 0)
  }

  @Test func keysMoveTheSelectionAndStopAtTheEnds() async {
    let browser = await loadedBrowser(LibraryClients.manyArtists(50))
    browser.listHeight = 10
    expectEqual(
      await press(.down, .character("j"), .character("j"), on: browser), [true, true, true])
    expectEqual(browser.artistSelection, ListSelection(index: 3, top: 0))
    await press(.up, .character("k"), on: browser)
    expectEqual(browser.artistSelection.index, 1)
    await press(.pageDown, on: browser)
    expectEqual(browser.artistSelection, ListSelection(index: 11, top: 10))
    await press(.character("G"), on: browser)
    expectEqual(browser.artistSelection, ListSelection(index: 49, top: 40))
    await press(.pageDown, .down, on: browser)
    expectEqual(browser.artistSelection.index, 49)
    await press(.pageUp, on: browser)
    expectEqual(browser.artistSelection, ListSelection(index: 39, top: 30))
    await press(.home, on: browser)
    expectEqual(browser.artistSelection, ListSelection(index: 0, top: 0))
    await press(.end, .character("g"), on: browser)
    expectEqual(browser.artistSelection.index, 0)
    expectEqual(browser.level, .artists)
  }

  @Test func openingGoesDownALevelAndBackKeepsTheSelection() async {
    let asked = Recorder<ArtistID>()
    var client = SubsonicClient.inMemory()
    let getArtist = client.getArtist
    client.getArtist = { id in
      asked.record(id)
      return try await getArtist(id)
    }
    let browser = await loadedBrowser(client)
    let first = browser.artists[0]
    expectEqual(first.name, "Aurora Vale")

    expectEqual(await press(.enter, on: browser), [true])
    expectEqual(browser.level, .albums(artist: first))
    expectEqual(browser.albums.map(\.name), ["Dawn Chorus", "Northern Lights"])
    await press(.down, .character("l"), on: browser)
    guard case .songs(_, let album) = browser.level else {
      Issue.record("expected the songs, got \(browser.level)")
      return
    }
    expectEqual(album.name, "Northern Lights")
    expectEqual(browser.songs.map(\.title), ["Aurora", "Magnetic Field", "Green Curtain"])

    expectEqual(await press(.character("h"), on: browser), [true])
    expectEqual(browser.level, .albums(artist: first))
    expectEqual(browser.albumSelection.index, 1)
    expectEqual(await press(.backspace, .left, on: browser), [true, false])
    expectEqual(browser.level, .artists)

    await press(.right, on: browser)  // the same artist: held, not asked again
    expectEqual(browser.albumSelection.index, 1)
    await press(.left, .down, .enter, on: browser)
    expectEqual(browser.albumSelection.index, 0)
    expectEqual(asked.values, ["artist-1", browser.artists[1].id])
  }

  @Test func enterOnASongPlaysItWithItsAlbumAndRightDoesNot() async {
    let played = Recorder<SongChoice>()
    let browser = LibraryBrowser(client: .inMemory()) { played.record($0) }
    browser.start()
    await settled(browser)
    await press(.enter, .enter, .down, on: browser)
    expectEqual(await press(.right, .character("l"), on: browser), [false, false])
    expectEqual(played.values, [])
    expectEqual(await press(.enter, on: browser), [true])
    expectEqual(played.values.map(\.song.title), ["Birdsong"])
    expectEqual(played.values.map(\.index), [1])
    expectEqual(played.values.first?.album.songs.count, 4)
  }

  @Test func rRetriesAFailureThatMaySucceedAndNothingElse() async {
    let asked = Recorder<MusicFolderID?>()
    var client = SubsonicClient.unimplemented
    client.getArtists = { folder in
      asked.record(folder)
      if asked.values.count == 1 { throw SubsonicError.unreachable("connection refused") }
      return Fixtures.indexes
    }
    let browser = await loadedBrowser(client)
    expectEqual(
      browser.artistsStore.state, .failed(.unreachable("connection refused"), canRetry: true))
    expectEqual(browser.handle(.character("r"), modifiers: []), true)
    await settled(browser)
    expectEqual(browser.artists.map(\.name), ["Aurora Vale", "The Midnight Sun"])
    expectEqual(await press(.character("r"), on: browser), [false])
    expectEqual(asked.values.count, 2)

    let notFound = SubsonicError.api(SubsonicAPIError(code: .notFound, message: "Artist not found"))
    let refused = await loadedBrowser(LibraryClients.failingArtist(notFound))
    await press(.enter, on: refused)
    expectEqual(refused.artistStore.state, .failed(notFound, canRetry: false))
    expectEqual(await press(.character("r"), on: refused), [false])
  }

  @Test func keysWithControlOrAltAndUnknownKeysAreNotTheBrowsers() async {
    let browser = await loadedBrowser(LibraryClients.manyArtists(5))
    expectEqual(browser.handle(.character("j"), modifiers: .control), false)
    expectEqual(browser.handle(.down, modifiers: .alt), false)
    expectEqual(browser.handle(.character("q"), modifiers: []), false)
    expectEqual(browser.handle(.tab, modifiers: []), false)
    expectEqual(browser.handle(.character("G"), modifiers: .shift), true)
    expectEqual(browser.artistSelection.index, 4)
  }

  @Test func openingBeforeTheArtistsLoadDoesNothing() {
    let browser = LibraryBrowser(client: .unimplemented)
    expectEqual(browser.handle(.enter, modifiers: []), false)
    expectEqual(browser.handle(.down, modifiers: []), true)
    expectEqual(browser.level, .artists)
    expectEqual(browser.artistSelection, ListSelection())
  }

  @Test func aClickSelectsTheRowDrawnThereAndASecondClickOpensIt() async {
    var client = LibraryClients.manyArtists(50)
    client.getArtist = { _ in throw SubsonicError.httpStatus(404) }
    let browser = await loadedBrowser(client)
    browser.listHeight = 10
    await press(.pageDown, on: browser)
    expectEqual(browser.artistSelection, ListSelection(index: 10, top: 10))
    expectEqual(browser.click(listRow: 4), true)
    expectEqual(browser.artistSelection, ListSelection(index: 14, top: 10))
    expectEqual(browser.level, .artists)
    expectEqual(browser.click(listRow: 10), false)  // below the list
    expectEqual(browser.click(listRow: -1), false)
    expectEqual(browser.click(listRow: 4), true)
    expectEqual(browser.level, .albums(artist: browser.artists[14]))
    await observedUntil { browser.loadsUnderWay == 0 }
  }
}
