import BrowseFeature
import DependencyRegistryTesting
import SubsonicClient
import SubsonicClientInMemory
import TerminalScreen
import Testing

/// The artist details screen: showing an artist loads their information once; the similar
/// artists take the selection and open; the biography scrolls; `r` retries; clicks.
@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct ArtistDetailsScreenTests {
  @Test func showingAnArtistLoadsTheirInformationOnce() async {
    let asked = Recorder<String>()
    var client = SubsonicClient.unimplemented
    client.getArtistInfo2 = { id, count in
      asked.record("\(id.rawValue) \(count ?? 0)")
      return ArtistInfo(biography: "Bio of \(id.rawValue)")
    }
    let screen = await detailsScreen(ArtistDetailsClients.aurora, on: client)
    expectEqual(screen.artist, ArtistDetailsClients.aurora)
    screen.show(ArtistDetailsClients.aurora)  // held: not asked again
    screen.show(Fixtures.midnightSun)
    await observedUntil { screen.loadsUnderWay == 0 }
    expectEqual(asked.values, ["artist-1 10", "artist-2 10"])
    expectEqual(screen.infoStore.state.value?.biography, "Bio of artist-2")
  }

  @Test(.dependencies { $0.subsonicClient = .inMemory() })
  func theRegistrysClientHasThePreviewsInformation() async {
    let screen = ArtistDetailsScreen()
    screen.show(ArtistDetailsClients.aurora)
    await observedUntil { screen.loadsUnderWay == 0 }
    expectEqual(
      screen.infoStore.state.value?.biography,
      "Aurora Vale records slow ambient music at first light.")
    expectEqual(screen.similarArtists.count, 3)
  }

  @Test func theSimilarArtistsTakeTheSelectionAndOpenWhenInTheLibrary() async {
    let opened = Recorder<Artist>()
    let screen = await detailsScreen(
      ArtistDetailsClients.aurora, on: ArtistDetailsClients.full, onOpen: { opened.record($0) })
    expectEqual(screen.selectedArtist?.name, "The Midnight Sun")
    expectEqual(screen.press(.down, .character("j"), .up), [true, true, true])
    expectEqual(screen.selection.index, 1)
    expectEqual(screen.handle(.enter, modifiers: []), true)
    expectEqual(screen.handle(.character("G"), modifiers: []), true)
    expectEqual(screen.selectedArtist?.name, "Not In The Library")
    expectEqual(screen.handle(.right, modifiers: []), false)  // no id: nothing to open
    screen.press(.character("k"))
    expectEqual(screen.handle(.character("l"), modifiers: []), true)
    screen.press(.home)
    expectEqual(screen.selection.index, 0)
    expectEqual(opened.values.map(\.name), ["Polar Night", "Civil Twilight"])
    expectEqual(screen.biographyTop, 0)  // the list keys leave the biography where it is
  }

  @Test func pagesScrollTheBiographyAndTheListKeysDoWithNoSimilarArtists() async {
    let screen = await detailsScreen(
      ArtistDetailsClients.aurora,
      on: ArtistDetailsClients.answering(ArtistInfo(biography: ArtistDetailsClients.longBiography)))
    screen.biographyHeight = 10
    screen.textWidth = 200  // a paragraph a line, a blank line between: 79 lines
    expectEqual(screen.handle(.pageDown, modifiers: []), true)
    expectEqual(screen.biographyTop, 10)
    screen.press(.down, .character("j"))
    expectEqual(screen.biographyTop, 12)
    screen.press(.end)
    expectEqual(screen.biographyTop, 69)
    screen.press(.pageDown)
    expectEqual(screen.biographyTop, 69)
    screen.press(.pageUp, .up)
    expectEqual(screen.biographyTop, 58)
    screen.press(.character("g"))
    expectEqual(screen.biographyTop, 0)

    let withSimilar = await detailsScreen(
      ArtistDetailsClients.aurora, on: ArtistDetailsClients.longWithSimilar)
    withSimilar.biographyHeight = 10
    withSimilar.press(.pageDown, .down)
    expectEqual(withSimilar.biographyTop, 10)
    expectEqual(withSimilar.selection.index, 1)
    withSimilar.show(Fixtures.aurora)  // shown again: from the top, the first one selected
    expectEqual(withSimilar.biographyTop, 0)
    expectEqual(withSimilar.selection.index, 0)
  }

  @Test func rRetriesInformationThatFailedAndMayLoad() async {
    let attempts = Recorder<Int>()
    var client = SubsonicClient.unimplemented
    client.getArtistInfo2 = { _, _ in
      attempts.record(1)
      if attempts.values.count == 1 { throw SubsonicError.timedOut(seconds: 10) }
      return ArtistInfo(biography: "Found.")
    }
    let screen = await detailsScreen(ArtistDetailsClients.aurora, on: client)
    expectEqual(screen.infoStore.state, .failed(.timedOut(seconds: 10), canRetry: true))
    expectEqual(screen.handle(.character("r"), modifiers: []), true)
    await observedUntil { screen.loadsUnderWay == 0 }
    expectEqual(screen.infoStore.state.value?.biography, "Found.")
    expectEqual(screen.handle(.character("r"), modifiers: []), false)

    let notFound = SubsonicError.api(SubsonicAPIError(code: .notFound, message: "Artist not found"))
    let failed = await detailsScreen(
      ArtistDetailsClients.aurora, on: ArtistDetailsClients.failing(notFound))
    expectEqual(failed.retry(), false)
    expectEqual(attempts.values.count, 2)
  }

  @Test func aClickSelectsARowAndASecondClickOpensIt() async {
    let opened = Recorder<ArtistID>()
    let screen = await detailsScreen(
      ArtistDetailsClients.aurora, on: ArtistDetailsClients.full, onOpen: { opened.record($0.id) })
    screen.listHeight = 3
    expectEqual(screen.click(listRow: 2), true)
    expectEqual(screen.selection, ListSelection(index: 2, top: 0))
    screen.press(.down)
    expectEqual(screen.selection, ListSelection(index: 3, top: 1))
    expectEqual(screen.click(listRow: 0), true)
    expectEqual(screen.selection, ListSelection(index: 1, top: 1))
    expectEqual(screen.click(listRow: 3), false)  // below the list
    expectEqual(screen.click(listRow: -1), false)
    expectEqual(screen.click(listRow: 0), true)
    expectEqual(opened.values, ["artist-3"])
    screen.click(listRow: 2)
    expectEqual(screen.click(listRow: 2), false)  // not in the library: nothing to open
    expectEqual(opened.values, ["artist-3"])
  }

  @Test func theRootsKeysAndModifiedKeysAreNotTheScreens() async {
    let screen = await detailsScreen(ArtistDetailsClients.aurora, on: ArtistDetailsClients.full)
    let rootKeys: [Key] = [
      .escape, .character("i"), .character("q"), .tab, .backtab, .character(" "),
      .character("a"), .character("p"), .left, .character("h"), .backspace,
    ]
    for key in rootKeys {
      #expect(!screen.handle(key, modifiers: []), "\(key)")
    }
    for modifier in [KeyModifiers.control, .alt, .meta] {
      #expect(!screen.handle(.down, modifiers: modifier))
      #expect(!screen.handle(.enter, modifiers: modifier))
    }
    expectEqual(screen.selection.index, 0)
  }
}
