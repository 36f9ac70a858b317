import DependencyRegistry
import DependencyRegistryTesting
import PlayFeature
import PlayerClient
import SubsonicClient
import SubsonicClientInMemory
import Testing

@testable import SunsonicCLI

/// `play --lyrics`: the line under the status line follows the position of the preview player,
/// its time stepped by hand (no wall clock); the bytes that draw and erase two lines; and
/// nothing of it off a terminal.
@MainActor
@Suite(.timeLimit(.minutes(1)), .dependencies { $0.sleeper = ManualSleeper().sleeper })
struct PlayLyricsLineTests {
  @Test func theLineChangesAsThePositionMoves() async {
    let clock = ManualSleeper()
    let store = PlayStore(subsonic: .inMemory(), player: .preview(sleeper: clock.sleeper))
    let lyrics = PlayLyricsLine(client: .inMemory())
    let playing = Task { await store.play(.songs(["song-1", "song-2"])) }
    var shown: [Int: String?] = [:]  // the line at each second
    for second in 0...14 {
      await observedUntil { self.position(of: store) == second }
      lyrics.follow(store.state)
      await observedUntil { lyrics.lyrics.loadsUnderWay == 0 }
      if case .playing(let status) = store.state { shown[second] = lyrics.line(for: status) }
      await clock.waitForSleeps(second + 1)
      clock.releaseStarted()
    }
    // song-1's lines show every 4 s from 0:05 (the in-memory library's synced lyrics).
    expectEqual(shown[0], "♪")
    expectEqual(shown[4], "♪")
    expectEqual(shown[5], "♪ Grey turns to gold along the ridge")
    expectEqual(shown[8], "♪ Grey turns to gold along the ridge")
    expectEqual(shown[9], "♪ The birds begin before the sun")
    expectEqual(shown[13], "♪ Hold still, the night is nearly done")
    await store.next()  // song-2 has no lyrics: no line, and song-1's are never shown for it
    await observedUntil {
      if case .playing(let status) = store.state { return status.index == 1 }
      return false
    }
    lyrics.follow(store.state)
    await observedUntil { lyrics.lyrics.loadsUnderWay == 0 }
    if case .playing(let status) = store.state { expectEqual(lyrics.line(for: status), nil) }
    await store.quit()
    clock.releaseAll()
    await playing.value
  }

  @Test func twoLinesAreDrawnUnderOneAnotherAndErasedToTheEndOfTheScreen() {
    let plain = PlayStatusLines(followsLyrics: false)
    expectEqual(
      plain.drawing("▶ 1/2 First Light", lyrics: "♪ ignored"), "\r▶ 1/2 First Light\u{1B}[K")
    expectEqual(plain.erasing, "\r\u{1B}[K")
    let lines = PlayStatusLines(followsLyrics: true)
    expectEqual(
      lines.drawing("▶ 1/2 First Light", lyrics: "♪ Grey"),
      "\r▶ 1/2 First Light\u{1B}[K\n\r♪ Grey\u{1B}[K\u{1B}[A\r")
    expectEqual(lines.drawing("▶ 2/2 Birdsong"), "\r▶ 2/2 Birdsong\u{1B}[J")
    expectEqual(lines.erasing, "\r\u{1B}[J")
  }

  @Test func offATerminalLyricsChangeNothingAndAskNothing() async {
    var client = SubsonicClient.inMemory()
    client.getLyricsBySongId = { _ in
      Issue.record("lyrics asked off a terminal")
      return []
    }
    let without = await runSunsonic(["play", "song-1"], with: musicValues(client))
    let with = await runSunsonic(["play", "song-1", "--lyrics"], with: musicValues(client))
    expectEqual(with.code, .success)
    expectEqual(with.out, without.out)
    expectEqual(with.err, without.err)
    let json = await runSunsonic(
      ["play", "song-1", "--lyrics", "--json"], with: musicValues(client), errorIsTerminal: true)
    expectEqual(json.code, .success)
    #expect(!json.err.contains("♪"))
  }

  private func position(of store: PlayStore) -> Int? {
    guard case .playing(let status) = store.state, status.index == 0 else { return nil }
    return Int(status.position.components.seconds)
  }
}
