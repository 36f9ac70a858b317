import BrowseFeature
import DependencyRegistryTesting
import SubsonicClient
import SubsonicClientInMemory
import TerminalScreen
import Testing

/// The artist details' previews: one golden snapshot per state at 80x24 and 120x40
/// (`__Snapshots__/ArtistDetailsViewTests/`; `SUNSONIC_RECORD=1 swift test` re-records them).
@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct ArtistDetailsViewTests {
  @Test func anHTMLBiographyAndSimilarArtists() async {
    let screen = await detailsScreen(ArtistDetailsClients.aurora, on: ArtistDetailsClients.full)
    screen.press(.down)
    expectDetails(of: screen, named: "loaded")
  }

  @Test func thePreviewLibrary() async {
    let screen = await detailsScreen(PreviewValues.artist, on: .inMemory())
    expectDetails(of: screen, named: "preview")
  }

  @Test func noBiographyAndNoSimilarArtists() async {
    let noBiography = await detailsScreen(
      ArtistDetailsClients.aurora,
      on: ArtistDetailsClients.answering(
        ArtistInfo(biography: "<p> </p>", similarArtists: ArtistDetailsClients.similar)))
    expectDetails(of: noBiography, named: "no-biography")
    let noSimilar = await detailsScreen(
      Artist(id: "artist-9", name: "Alone"),
      on: ArtistDetailsClients.answering(ArtistInfo(biography: ArtistDetailsClients.htmlBiography)))
    expectDetails(of: noSimilar, named: "no-similar-artists")
    expectDetails(of: ArtistDetailsScreen(client: .unimplemented), named: "no-artist")
  }

  @Test func loading() async {
    let (entered, release) = (Gate(), Gate())
    let screen = ArtistDetailsScreen(
      client: ArtistDetailsClients.answering(after: release, entered: entered))
    screen.show(ArtistDetailsClients.aurora)
    await entered.wait()
    expectDetails(of: screen, named: "loading")
    release.open()
    await observedUntil { screen.loadsUnderWay == 0 }
    expectEqual(screen.infoStore.state.value?.biography, "Late.")
  }

  @Test func failedRetryableAndNot() async {
    let unreachable = await detailsScreen(
      ArtistDetailsClients.aurora,
      on: ArtistDetailsClients.failing(.unreachable("connection refused (127.0.0.1:4533)")))
    expectDetails(of: unreachable, named: "failed-retryable")
    let notFound = SubsonicError.api(SubsonicAPIError(code: .notFound, message: "Artist not found"))
    let failed = await detailsScreen(
      ArtistDetailsClients.aurora, on: ArtistDetailsClients.failing(notFound))
    expectDetails(of: failed, named: "failed")
  }

  @Test func longWideAndEscapedTextsStayInPlace() async {
    let screen = await detailsScreen(
      ArtistDetailsClients.hostileArtist, on: ArtistDetailsClients.hostile)
    screen.press(.character("G"))
    expectDetails(of: screen, named: "hostile")
  }

  @Test func drawsOnlyInsideItsAreaWhateverItsSize() async {
    let screen = await detailsScreen(
      ArtistDetailsClients.hostileArtist, on: ArtistDetailsClients.hostile)
    for (width, height) in [(30, 8), (12, 4), (4, 3), (3, 2), (1, 1), (0, 5)] {
      var buffer = ScreenBuffer(width: 40, height: 12)
      buffer.fill(x: 0, y: 0, width: 40, height: 12, with: "x")
      let area = Rect(x: 5, y: 3, width: width, height: height)
      ArtistDetailsView.fit(screen, to: area)
      screen.press(.end, .pageDown)
      ArtistDetailsView(screen: screen).draw(in: &buffer, area: area)
      let outside = (0..<12).flatMap { y in (0..<40).map { (x: $0, y: y) } }
        .filter { !(area.x..<area.maxX).contains($0.x) || !(area.y..<area.maxY).contains($0.y) }
      #expect(outside.allSatisfy { buffer[$0.x, $0.y].content == .narrow("x") }, "\(area)")
    }
  }

  @Test func aLongBiographyScrolledWithItsBar() async {
    let screen = await detailsScreen(
      ArtistDetailsClients.aurora, on: ArtistDetailsClients.longWithSimilar)
    ArtistDetailsView.fit(screen, to: Rect(x: 0, y: 0, width: 80, height: 24))
    screen.press(.pageDown, .pageDown)
    expectEqual(screen.biographyTop, 22)
    expectDetails(of: screen, named: "scrolled")
  }
}
