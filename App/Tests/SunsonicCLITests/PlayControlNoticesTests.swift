import DependencyRegistry
import DependencyRegistryTesting
import PlayFeature
import PlayerClient
import SubsonicClient
import SubsonicClientInMemory
import Testing

@testable import SunsonicCLI

/// What `play` says on standard error of a seek, volume or mute key that did not work: a player
/// without a control channel once in all, another failure once as it comes, escaped.
@MainActor
@Suite(.timeLimit(.minutes(1)), .dependencies { $0.sleeper = ManualSleeper().sleeper })
struct PlayControlNoticesTests {
  /// A player whose songs play until stopped and whose seek, volume and mute throw `failure`;
  /// without one, it has none of them, as a pipe player (``Playback``'s defaults).
  private func player(failing failure: PlayerError? = nil) -> PlayerClient {
    PlayerClient(
      prepare: {},
      start: { _ in
        let (events, continuation) = AsyncStream<PlaybackEvent>.makeStream()
        continuation.yield(.started)
        let stop: @Sendable () async -> Void = {
          continuation.yield(.ended(.stopped, played: .zero))
          continuation.finish()
        }
        guard let failure else {
          return Playback(
            write: { _ in }, finish: {}, pause: {}, resume: {}, stop: stop, events: events)
        }
        return Playback(
          write: { _ in }, finish: {}, pause: {}, resume: {}, stop: stop,
          seek: { _ in throw failure }, setVolume: { _ in throw failure },
          setMuted: { _ in throw failure }, events: events)
      })
  }

  /// A store playing the in-memory library's first album on `player`, its first song started,
  /// and the play's task.
  private func playing(on player: PlayerClient) async -> (PlayStore, Task<Void, Never>) {
    let store = PlayStore(subsonic: .inMemory(), player: player)
    let task = Task { await store.play(.album("album-1")) }
    await observedUntil {
      if case .playing(let status) = store.state { return status.hasStarted }
      return false
    }
    return (store, task)
  }

  @Test func aPlayerWithoutControlsIsSaidOnceInAll() async {
    let (store, task) = await playing(on: player())
    var notices = PlayControlNotices()
    #expect(notices.line(for: store) == nil)
    await store.seek(.relative(.seconds(10)))
    #expect(notices.line(for: store) == PlayControlNotices.lacksControls + "\n")
    await store.changeVolume(by: 5)
    await store.toggleMute()
    #expect(notices.line(for: store) == nil)
    await store.next()
    await store.seek(.relative(.seconds(10)))
    #expect(notices.line(for: store) == nil)
    task.cancel()
    await task.value
  }

  @Test func mpvNotPlayingYetIsSaidAsAFailureNotAsAPlayerWithoutControls() async {
    let (store, task) = await playing(
      on: player(failing: .notSupported("seek before the song plays")))
    var notices = PlayControlNotices()
    await store.seek(.relative(.seconds(10)))
    #expect(notices.line(for: store) == "sunsonic: the player cannot seek before the song plays\n")
    task.cancel()
    await task.value
  }

  @Test func anotherFailureIsSaidAsItComesEscaped() async {
    let (store, task) = await playing(on: player(failing: .cannotFeed("socket\u{1B}[2J gone")))
    var notices = PlayControlNotices()
    await store.seek(.relative(.seconds(10)))
    let line = notices.line(for: store)
    #expect(line?.hasPrefix("sunsonic: could not seek: ") == true)
    #expect(line?.contains("\u{1B}") == false)
    #expect(notices.line(for: store) == nil)
    await store.changeVolume(by: 5)
    #expect(notices.line(for: store)?.hasPrefix("sunsonic: could not set the volume: ") == true)
    task.cancel()
    await task.value
  }
}
