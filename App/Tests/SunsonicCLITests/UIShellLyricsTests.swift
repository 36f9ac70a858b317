import DependencyRegistry
import DependencyRegistryTesting
import Foundation
import PlayFeature
import PlayerClient
import SubsonicClient
import SubsonicClientInMemory
import TerminalScreen
import TerminalScreenTesting
import Testing

@testable import SunsonicCLI

/// `L` in the full-screen client: the lyrics of the song playing over the pane, the current
/// line following the preview player's position (its time stepped by hand), the playback keys
/// acting beneath, and nothing asked while they are hidden.
@MainActor
@Suite(.timeLimit(.minutes(1)), .dependencies { $0.sleeper = ManualSleeper().sleeper })
struct UIShellLyricsTests {
  @Test func theLyricsFollowTheSongPlaying() async {
    let clock = ManualSleeper()
    let asked = Counter()
    var client = SubsonicClient.inMemory()
    let lyricsBySong = client.getLyricsBySongId
    client.getLyricsBySongId = { id in
      asked.add()
      return try await lyricsBySong(id)
    }
    let shell = DependencyValues.$current.withValue(
      musicValues(client, player: .preview(sleeper: clock.sleeper))
    ) { UIShell() }
    shell.start()
    shell.playback.play(.songs(["song-1", "song-2"]))
    for second in 1...5 {  // five seconds in, hidden: nothing asked
      await clock.waitForSleeps(second)
      clock.releaseStarted()
    }
    await observedUntil { self.position(of: shell) == 5 }
    expectEqual(asked.count, 0)

    _ = shell.handle(.key(.character("L"), modifiers: []))
    expectEqual(shell.overlay, .lyrics)
    await observedUntil { shell.nowPlayingLyrics.lyrics.timeline != nil }
    expectSnapshot(drawn(shell), named: "lyrics-following-80x24")
    expectSnapshot(drawn(shell, width: 120, height: 40), named: "lyrics-following-120x40")
    for second in 6...9 {
      await clock.waitForSleeps(second)
      clock.releaseStarted()
    }
    await observedUntil { self.position(of: shell) == 9 }
    #expect(drawn(shell).lines().contains { $0.hasPrefix(" ▸ The birds begin before the sun") })
    #expect(asked.count == 1, "a song's lyrics load once, however its position moves")

    _ = shell.handle(.key(.character(" "), modifiers: []))  // the playback keys act beneath
    await observedUntil {
      if case .playing(let status) = shell.playback.store.state { return status.isPaused }
      return false
    }
    _ = shell.handle(.key(.character("n"), modifiers: []))  // song-2: no lyrics
    await observedUntil { shell.nowPlayingLyrics.lyrics.song?.id == "song-2" }
    await observedUntil { shell.nowPlayingLyrics.lyrics.loadsUnderWay == 0 }
    #expect(drawn(shell).lines().contains { $0.hasPrefix(" No lyrics for this song") })
    _ = shell.handle(.key(.character("L"), modifiers: []))
    expectEqual(shell.overlay, nil)
    clock.releaseAll()
    await shell.stop()
  }

  private func drawn(_ shell: UIShell, width: Int = 80, height: Int = 24) -> ScreenBuffer {
    var buffer = ScreenBuffer(width: width, height: height)
    shell.draw(into: &buffer)
    return buffer
  }

  private func position(of shell: UIShell) -> Int? {
    guard case .playing(let status) = shell.playback.store.state, status.index == 0 else {
      return nil
    }
    return Int(status.position.components.seconds)
  }
}

/// A count behind a lock.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0
  func add() { lock.withLock { value += 1 } }
  var count: Int { lock.withLock { value } }
}
