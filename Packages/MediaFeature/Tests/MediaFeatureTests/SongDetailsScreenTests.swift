import DependencyRegistryTesting
import MediaFeature
import SubsonicClient
import SubsonicClientInMemory
import TerminalScreen
import Testing

/// The song details screen: showing a song loads its lyrics once; the keys scroll the text and
/// retry the lyrics; the root's keys stay the root's.
@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct SongDetailsScreenTests {
  @Test func showingASongLoadsItsLyricsByArtistAndTitleOnce() async {
    let asked = Recorder<String>()
    var client = SongDetailsClients.noExtensions
    client.getLyrics = { artist, title in
      asked.record("\(artist ?? "-") / \(title ?? "-")")
      return Lyrics(artist: artist, title: title, text: "words")
    }
    let screen = await detailsScreen(SongDetailsClients.fullSong, on: client)
    expectEqual(screen.song, SongDetailsClients.fullSong)
    expectEqual(
      screen.lyricsStore.request,
      LyricsRequest(songID: "song-1", artist: "Aurora Vale", title: "First Light"))
    screen.show(SongDetailsClients.fullSong)  // held: not asked again
    screen.show(SongDetailsClients.bareSong)
    await observedUntil { screen.loadsUnderWay == 0 }
    expectEqual(asked.values, ["Aurora Vale / First Light", "- / Untitled Demo"])
    expectEqual(screen.song?.id, "bare")
  }

  @Test(.dependencies { $0.subsonicClient = .inMemory() })
  func theRegistrysClientFindsThePreviewLyrics() async {
    let screen = SongDetailsScreen()
    screen.show(SongDetailsClients.fullSong)
    await observedUntil { screen.loadsUnderWay == 0 }
    expectEqual(screen.lyricsStore.state.value??.title, "First Light")
  }

  @Test func keysScrollTheTextAndStopAtItsEnds() async {
    // Title and ID, a blank line and the rule, then 59 lines (the blank 60th left out): 63
    // lines, 10 shown.
    let screen = await detailsScreen(
      SongDetailsClients.bareSong, on: SongDetailsClients.answering(SongDetailsClients.longLyrics))
    screen.listHeight = 10
    screen.textWidth = 70
    let handled = await keys(.down, .character("j"), .character("j"), to: screen)
    expectEqual(handled, [true, true, true])
    expectEqual(screen.top, 3)
    await keys(.up, .character("k"), .character("k"), .up, to: screen)
    expectEqual(screen.top, 0)
    await keys(.pageDown, .pageDown, to: screen)
    expectEqual(screen.top, 20)
    await keys(.character("G"), .down, to: screen)
    expectEqual(screen.top, 53)
    await keys(.pageUp, to: screen)
    expectEqual(screen.top, 43)
    await keys(.home, to: screen)
    expectEqual(screen.top, 0)
    await keys(.end, .character("g"), to: screen)
    expectEqual(screen.top, 0)
    await keys(.end, to: screen)
    screen.show(SongDetailsClients.bareSong)  // shown again: from the top
    expectEqual(screen.top, 0)
  }

  @Test func aNarrowerTextHasMoreLinesToScroll() async {
    let screen = await detailsScreen(
      SongDetailsClients.bareSong, on: SongDetailsClients.answering(SongDetailsClients.longLyrics))
    screen.listHeight = 10
    screen.textWidth = 20  // each lyric line takes two: 48 of them, and 11 blank lines
    await keys(.end, to: screen)
    expectEqual(screen.top, 4 + 96 + 11 - 10)
  }

  @Test func rRetriesLyricsThatFailedAndMayLoad() async {
    let attempts = Recorder<Int>()
    var client = SongDetailsClients.noExtensions
    client.getLyrics = { _, _ in
      attempts.record(1)
      if attempts.values.count == 1 { throw SubsonicError.timedOut(seconds: 10) }
      return Lyrics(artist: "A", title: "T", text: "found")
    }
    let screen = await detailsScreen(SongDetailsClients.fullSong, on: client)
    expectEqual(screen.lyricsStore.state, .failed(.timedOut(seconds: 10), canRetry: true))
    expectEqual(await keys(.character("r"), to: screen), [true])
    expectEqual(screen.lyricsStore.state.value??.plainLyrics.text, "found")
    expectEqual(await keys(.character("r"), to: screen), [false])
    expectEqual(attempts.values.count, 2)

    let unsupported = await detailsScreen(
      SongDetailsClients.fullSong,
      on: SongDetailsClients.failing(.notSupported(endpoint: "getLyrics")))
    expectEqual(unsupported.retry(), false)
    unsupported.show(SongDetailsClients.fullSong)  // a failure is asked again when shown again
    await observedUntil { unsupported.loadsUnderWay == 0 }
    expectEqual(unsupported.lyricsStore.state.failure, .notSupported(endpoint: "getLyrics"))
  }

  @Test func theRootsKeysAndModifiedKeysAreNotTheScreens() async {
    let screen = await detailsScreen(
      SongDetailsClients.bareSong, on: SongDetailsClients.answering(SongDetailsClients.longLyrics))
    let rootKeys: [Key] = [
      .escape, .character("i"), .character("q"), .tab, .backtab, .enter, .character(" "),
      .character("s"), .character("/"), .character("?"),
    ]
    for key in rootKeys {
      #expect(!screen.handle(key, modifiers: []), "\(key)")
    }
    for modifier in [KeyModifiers.control, .alt, .meta] {
      expectEqual(screen.handle(.down, modifiers: modifier), false)
    }
    expectEqual(screen.handle(.down, modifiers: .shift), true)
    expectEqual(screen.top, 1)
  }

  @Test(.dependencies { $0.subsonicClient = .inMemory() })
  func syncedLyricsBySongIDShowAsPlainLines() async throws {
    let song = try await SubsonicClient.inMemory().getSong("song-1")
    let screen = await detailsScreen(song, on: .inMemory())
    #expect(screen.lyricsStore.state.value??.isSynced == true)
    var buffer = ScreenBuffer(width: 80, height: 24)
    SongDetailsView(screen: screen).draw(
      in: &buffer, area: Rect(x: 0, y: 0, width: 80, height: 24))
    let text = buffer.lines().joined(separator: "\n")
    #expect(text.contains("Grey turns to gold along the ridge"))
    #expect(!text.contains("[0:05.00]"))
  }

  @Test func withNoSongShownTheKeysMoveNothing() {
    let screen = SongDetailsScreen(client: .unimplemented)
    expectEqual(screen.handle(.pageDown, modifiers: []), true)
    expectEqual(screen.top, 0)
    expectEqual(screen.retry(), false)
  }
}
