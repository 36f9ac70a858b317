import DependencyRegistryTesting
import MediaFeature
import SubsonicClient
import TerminalScreen
import TerminalScreenTesting
import Testing

/// The lyrics of the song playing, following its position: one golden snapshot per state at
/// 80x24 and 120x40 (`__Snapshots__/NowPlayingLyricsViewTests/`; `SUNSONIC_RECORD=1 swift test`
/// re-records them).
@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct NowPlayingLyricsViewTests {
  typealias Clients = NowPlayingLyricsClients

  @Test func syncedLinesFollowThePosition() async {
    let lyrics = await following(Clients.synced, on: Clients.answering(Clients.library))
    expectLyrics(lyrics, at: 0, named: "synced-before-the-first-line")
    expectLyrics(lyrics, at: 13_500, named: "synced-third-line")
    expectLyrics(lyrics, at: 85_000, named: "synced-twenty-first-line")
    expectLyrics(lyrics, at: 10 * 60_000, named: "synced-after-the-last-line")
  }

  @Test func plainNoneLoadingAndNothingPlaying() async {
    let client = Clients.answering(Clients.library)
    expectLyrics(await following(Clients.plain, on: client), at: 60_000, named: "plain")
    expectLyrics(await following(Clients.silent, on: client), at: 0, named: "none")
    let long = await following(Clients.long, on: client)
    NowPlayingLyricsView.fit(long, to: Rect(x: 0, y: 0, width: 80, height: 24))
    long.scroll(.pages(1))
    expectLyrics(long, at: 0, named: "plain-scrolled")
    expectLyrics(NowPlayingLyrics(client: .unimplemented), at: nil, named: "nothing-playing")
    let slow = Gate()
    let loading = NowPlayingLyrics(
      client: Clients.answering(Clients.library, delayed: (Clients.synced.id, slow)))
    loading.follow(Clients.synced)
    expectLyrics(loading, at: 0, named: "loading")
    slow.open()
    await observedUntil { loading.loadsUnderWay == 0 }
  }

  @Test func failedRetryableAndNot() async {
    let unreachable = await following(
      Clients.synced, on: Clients.failing(.unreachable("connection refused (127.0.0.1:4533)")))
    expectLyrics(unreachable, at: 0, named: "failed-retryable")
    let unsupported = await following(
      Clients.synced, on: Clients.failing(.notSupported(endpoint: "getLyricsBySongId")))
    expectLyrics(unsupported, at: 0, named: "failed")
  }

  @Test func longWideAndEscapedTextsAreWrappedAndEscaped() async {
    let song = Song(id: "hostile", title: "夜に駆ける \u{1B}]0;pwned\u{7}", artist: "\u{202E}txet")
    let lyrics = await following(
      song, on: Clients.answering([song.id: [Clients.hostileLyrics]]))
    expectLyrics(lyrics, at: 0, named: "hostile")
  }

  @Test func drawsOnlyInsideItsAreaWhateverItsSize() async {
    let lyrics = await following(Clients.synced, on: Clients.answering(Clients.library))
    for (width, height) in [(30, 6), (12, 3), (4, 2), (1, 1), (0, 5)] {
      var buffer = ScreenBuffer(width: 40, height: 12)
      buffer.fill(x: 0, y: 0, width: 40, height: 12, with: "x")
      let area = Rect(x: 5, y: 3, width: width, height: height)
      NowPlayingLyricsView(lyrics: lyrics, positionMilliseconds: 13_500)
        .draw(in: &buffer, area: area)
      let outside = (0..<12).flatMap { y in (0..<40).map { (x: $0, y: y) } }
        .filter { !(area.x..<area.maxX).contains($0.x) || !(area.y..<area.maxY).contains($0.y) }
      #expect(outside.allSatisfy { buffer[$0.x, $0.y].content == .narrow("x") }, "\(area)")
    }
  }

  private func following(_ song: Song, on client: SubsonicClient) async -> NowPlayingLyrics {
    let lyrics = NowPlayingLyrics(client: client)
    lyrics.follow(song)
    await observedUntil { lyrics.loadsUnderWay == 0 }
    return lyrics
  }

  private func expectLyrics(
    _ lyrics: NowPlayingLyrics, at position: Int?, named name: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expectSnapshots(named: name, sourceLocation: sourceLocation) { buffer, area in
      NowPlayingLyricsView(lyrics: lyrics, positionMilliseconds: position)
        .draw(in: &buffer, area: area)
    }
  }
}
