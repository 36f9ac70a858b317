import DependencyRegistry
import DependencyRegistryTesting
import PlayFeature
import PlayerClient
import SubsonicClientInMemory
import Testing

/// The store on the preview player, its time stepped by hand: the position moves a second per
/// second slept, the playback keys act on it, and nothing waits on the wall clock.
@MainActor
@Suite(.timeLimit(.minutes(1)), .dependencies { $0.sleeper = ManualSleeper().sleeper })
struct PreviewPlayerTests {
  @Test func thePositionMovesWithTheSleeperAndPauseNextAndPreviousAct() async {
    let clock = ManualSleeper()
    let store = PlayStore(subsonic: .inMemory(), player: .preview(sleeper: clock.sleeper))
    let screen = QueueScreen(store: store)
    let playing = startPlaying(.album(dawnChorus), on: store)
    await observedUntil { isPlaying(store, index: 0, at: .zero) }
    for second in 1...2 {
      await clock.waitForSleeps(second)
      clock.releaseStarted()
      await observedUntil { isPlaying(store, index: 0, at: .seconds(second)) }
    }
    await clock.waitForSleeps(3)
    expectEqual(press(.character(" "), on: screen), [true])
    await observedUntil { isPaused(store) }
    expectEqual(press(.character(" "), on: screen), [true])
    await observedUntil { !isPaused(store) }
    await clock.waitForSleeps(4)  // the paused second's sleep was cut: a new one
    clock.releaseStarted()
    await observedUntil { isPlaying(store, index: 0, at: .seconds(3)) }
    await clock.waitForSleeps(5)

    expectEqual(press(.character("n"), on: screen), [true])
    await observedUntil { isPlaying(store, index: 1, at: .zero) }
    await clock.waitForSleeps(6)  // the second song's first second (the first's fifth was cut)
    clock.releaseStarted()
    await observedUntil { isPlaying(store, index: 1, at: .seconds(1)) }
    expectEqual(press(.character("b"), on: screen), [true])  // 1 s in: the song before
    await observedUntil { isPlaying(store, index: 0, at: .zero) }
    await stop(playing)
    expectEqual(store.stoppedAt?.index, 0)
  }
}
