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
  /// A player whose songs play until stopped and whose seek, volume and mute throw `failure`.
  private func player(failing failure: PlayerError) -> PlayerClient {
    PlayerClient(
      prepare: {},
      start: { _ in
        let (events, continuation) = AsyncStream<PlaybackEvent>.makeStream()
        continuation.yield(.started)
        return Playback(
          write: { _ in }, finish: {}, pause: {}, resume: {},
          stop: {
            continuation.yield(.ended(.stopped, played: .zero))
            continuation.finish()
          },
          seek: { _ in throw failure }, setVolume: { _ in throw failure },
          setMuted: { _ in throw failure }, events: events)
      })
  }

  private func playing(_ store: PlayStore) async -> Task<Void, Never> {
    let task = Task { await store.play(.album("album-1")) }
    await observedUntil {
      if case .playing(let status) = store.state { return status.hasStarted }
      return false
    }
    return task
  }

  @Test func aPlayerWithoutControlsIsSaidOnceInAll() async {
    let store = PlayStore(
      subsonic: .inMemory(), player: player(failing: .notSupported("seek")))
    let task = await playing(store)
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

  @Test func anotherFailureIsSaidAsItComesEscaped() async {
    let store = PlayStore(
      subsonic: .inMemory(), player: player(failing: .cannotFeed("socket\u{1B}[2J gone")))
    let task = await playing(store)
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
