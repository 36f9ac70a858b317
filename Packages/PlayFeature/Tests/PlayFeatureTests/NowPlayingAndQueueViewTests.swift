import DependencyRegistryTesting
import PlayFeature
import PlayerClient
import SubsonicClient
import SubsonicClientInMemory
import TerminalScreen
import Testing

/// The queue's and the now-playing bar's previews: one golden snapshot per state at 80x24 and
/// 120x40, from the in-memory library, the preview player, a scripted player, and servers with
/// the endpoints a state needs (`__Snapshots__/NowPlayingAndQueueViewTests/`;
/// `SUNSONIC_RECORD=1 swift test` re-records them). The interrupted save's limit is a sleeper
/// nobody releases: the suite takes milliseconds.
@MainActor
@Suite(.timeLimit(.minutes(1)), .dependencies { $0.sleeper = ManualSleeper().sleeper })
struct NowPlayingAndQueueViewTests {
  @Test func idleAndLoading() async {
    let (entered, release) = (Gate(), Gate())
    let player = FakePlayer { _ in .hangs }
    let store = PlayStore(
      subsonic: PlayScreenClients.answeringAlbum(after: release, entered: entered),
      player: player.client)
    let screen = QueueScreen(store: store)
    expectScreens(of: screen, named: "idle")
    let playing = startPlaying(.album(dawnChorus), on: store)
    await entered.wait()
    expectEqual(store.state, .loading)
    expectScreens(of: screen, named: "loading")
    release.open()
    await observedUntil { isPlaying(store, index: 0) }
    await stop(playing)
  }

  @Test func playingAndPaused() async {
    let player = FakePlayer { $0 == 0 ? .plays([.seconds(1)]) : .hangsAfter([.seconds(83)]) }
    let store = PlayStore(subsonic: .inMemory(), player: player.client)
    let screen = QueueScreen(store: store)
    let playing = startPlaying(.album(dawnChorus), on: store)
    await observedUntil { isPlaying(store, index: 1, at: .seconds(83)) }
    expectEqual(press(.down, on: screen), [true])
    expectEqual(press(.down, on: screen), [true])
    expectScreens(of: screen, named: "playing")
    expectEqual(press(.character(" "), on: screen), [true])
    await observedUntil { isPaused(store) }
    press(.character("g"), on: screen)
    expectScreens(of: screen, named: "paused")
    await stop(playing)
  }

  @Test func finished() async {
    let store = PlayStore(subsonic: .inMemory(), player: .preview(sleeper: .immediate))
    await store.play(.album(dawnChorus))
    expectEqual(store.state, .finished)
    expectScreens(of: QueueScreen(store: store), named: "finished")
  }

  @Test func failedWithoutAPlayerAndWithTheServerGone() async {
    let noPlayer = PlayStore(subsonic: .inMemory(), player: .previewWithoutPlayer)
    await noPlayer.play(.album(dawnChorus))
    expectScreens(of: QueueScreen(store: noPlayer), named: "failed-no-player")

    let serverGone = PlayStore(
      subsonic: PlayScreenClients.audioUnreachable, player: FakePlayer { _ in .plays([]) }.client)
    await serverGone.play(.album(dawnChorus))
    expectEqual(serverGone.state, .failed(.server(.unreachable("connection refused"))))
    expectScreens(of: QueueScreen(store: serverGone), named: "failed-audio")
  }

  @Test func longAndWideNamesStayInTheirColumns() async {
    let player = FakePlayer {
      $0 == 0 ? .hangsAfter([.seconds(2_000)]) : .hangsAfter([.seconds(42)])
    }
    let store = PlayStore(subsonic: PlayScreenClients.hostile, player: player.client)
    let screen = QueueScreen(store: store)
    let playing = startPlaying(.album("hostile"), on: store)
    await observedUntil { isPlaying(store, index: 0, at: .seconds(2_000)) }
    expectScreens(of: screen, named: "hostile-long")
    expectEqual(press(.character("n"), on: screen), [true])
    await observedUntil { isPlaying(store, index: 1, at: .seconds(42)) }
    expectScreens(of: screen, named: "hostile-escapes")
    await stop(playing)
  }
}
