import DependencyRegistryTesting
import MediaFeature
import SubsonicClient
import SubsonicClientInMemory
import TerminalScreen
import Testing

/// The song details' previews: one golden snapshot per state at 80x24 and 120x40
/// (`__Snapshots__/SongDetailsViewTests/`; `SUNSONIC_RECORD=1 swift test` re-records them).
@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct SongDetailsViewTests {
  @Test func aSongWithItsLyrics() async throws {
    let client = SubsonicClient.inMemory()
    var song = try await client.getSong("song-1")
    song.path = SongDetailsClients.fullSong.path
    song.playCount = 12
    song.userRating = 4
    expectDetails(of: await detailsScreen(song, on: client), named: "lyrics")
  }

  @Test func noLyricsAndFewFields() async {
    let screen = await detailsScreen(
      SongDetailsClients.bareSong, on: SongDetailsClients.answering(nil))
    expectDetails(of: screen, named: "no-lyrics")
    expectDetails(of: SongDetailsScreen(client: .unimplemented), named: "no-song")
  }

  @Test func lyricsLoading() async {
    let (entered, release) = (Gate(), Gate())
    let screen = SongDetailsScreen(
      client: SongDetailsClients.answering(after: release, entered: entered))
    screen.show(SongDetailsClients.fullSong)
    expectDetails(of: screen, named: "lyrics-idle")
    await entered.wait()
    expectDetails(of: screen, named: "lyrics-loading")
    release.open()
    await observedUntil { screen.loadsUnderWay == 0 }
    expectEqual(screen.lyricsStore.state, .loaded(nil))
  }

  @Test func lyricsFailedRetryableAndNot() async {
    let unreachable = await detailsScreen(
      SongDetailsClients.fullSong,
      on: SongDetailsClients.failing(.unreachable("connection refused (127.0.0.1:4533)")))
    expectDetails(of: unreachable, named: "lyrics-failed-retryable")
    let unsupported = await detailsScreen(
      SongDetailsClients.fullSong,
      on: SongDetailsClients.failing(.notSupported(endpoint: "getLyrics")))
    expectDetails(of: unsupported, named: "lyrics-failed")
  }

  @Test func longWideAndEscapedTextsAreWrappedInPlace() async {
    let screen = await detailsScreen(
      SongDetailsClients.hostileSong,
      on: SongDetailsClients.answering(SongDetailsClients.hostileLyrics))
    expectDetails(of: screen, named: "hostile")
  }

  @Test func drawsOnlyInsideItsAreaWhateverItsSize() async {
    let screen = await detailsScreen(
      SongDetailsClients.hostileSong,
      on: SongDetailsClients.failing(.unreachable("connection refused")))
    for (width, height) in [(30, 6), (12, 3), (4, 2), (1, 1), (0, 5)] {
      var buffer = ScreenBuffer(width: 40, height: 12)
      buffer.fill(x: 0, y: 0, width: 40, height: 12, with: "x")
      let area = Rect(x: 5, y: 3, width: width, height: height)
      SongDetailsView.fit(screen, to: area)
      _ = screen.handle(.end, modifiers: [])
      SongDetailsView(screen: screen).draw(in: &buffer, area: area)
      let outside = (0..<12).flatMap { y in (0..<40).map { (x: $0, y: y) } }
        .filter { !(area.x..<area.maxX).contains($0.x) || !(area.y..<area.maxY).contains($0.y) }
      #expect(outside.allSatisfy { buffer[$0.x, $0.y].content == .narrow("x") }, "\(area)")
    }
  }

  @Test func scrolledWithItsBar() async {
    let screen = await detailsScreen(
      SongDetailsClients.fullSong, on: SongDetailsClients.answering(SongDetailsClients.longLyrics))
    SongDetailsView.fit(screen, to: Rect(x: 0, y: 0, width: 80, height: 24))
    await keys(.pageDown, .down, .down, to: screen)
    expectEqual(screen.top, 25)
    expectDetails(of: screen, named: "scrolled")
    await keys(.character("G"), to: screen)
    expectDetails(of: screen, named: "scrolled-to-the-end")
  }
}
