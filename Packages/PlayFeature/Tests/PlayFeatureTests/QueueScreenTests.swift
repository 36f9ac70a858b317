import DependencyRegistryTesting
import PlayFeature
import PlayerClient
import SubsonicClient
import SubsonicClientInMemory
import TerminalScreen
import Testing

/// The queue screen's keys: moving the selection, and the playback keys acting on the store.
@MainActor
@Suite(.timeLimit(.minutes(1)), .dependencies { $0.sleeper = ManualSleeper().sleeper })
struct QueueScreenTests {
  /// Every song of the in-memory library, `song-1` to `song-20`.
  private let everySong = (1...20).map { SongID("song-\($0)") }

  @Test func keysMoveTheSelectionAndStopAtTheEnds() async {
    let store = PlayStore(subsonic: .inMemory(), player: FakePlayer { _ in .hangs }.client)
    let screen = QueueScreen(store: store)
    screen.listHeight = 5
    let playing = startPlaying(.songs(everySong), on: store)
    await observedUntil { isPlaying(store, index: 0) }
    expectEqual(store.queue.count, 20)
    expectEqual(press(.down, .character("j"), .character("j"), on: screen), [true, true, true])
    expectEqual(screen.selection, ListSelection(index: 3, top: 0))
    press(.character("k"), on: screen)
    press(.up, on: screen)
    expectEqual(screen.selection.index, 1)
    press(.pageDown, on: screen)
    expectEqual(screen.selection, ListSelection(index: 6, top: 5))
    press(.character("G"), on: screen)
    expectEqual(screen.selection, ListSelection(index: 19, top: 15))
    press(.down, on: screen)
    expectEqual(screen.selection.index, 19)
    press(.pageUp, on: screen)
    expectEqual(screen.selection, ListSelection(index: 14, top: 10))
    press(.home, on: screen)
    expectEqual(screen.selection, ListSelection(index: 0, top: 0))
    press(.end, on: screen)
    press(.character("g"), on: screen)
    expectEqual(screen.selection.index, 0)
    expectEqual(screen.currentIndex, 0)
    await stop(playing)
  }

  /// The store's own tests check that the player is paused, resumed and stopped; here, that the
  /// keys reach the store.
  @Test func spacePausesAndResumesNAndBMoveInTheQueue() async {
    let player = FakePlayer { _ in .hangsAfter([.seconds(1)]) }
    let store = PlayStore(subsonic: .inMemory(), player: player.client)
    let screen = QueueScreen(store: store)
    let playing = startPlaying(.album(dawnChorus), on: store)
    await observedUntil { isPlaying(store, index: 0, at: .seconds(1)) }

    expectEqual(press(.character(" "), on: screen), [true])
    await observedUntil { isPaused(store) }
    press(.character(" "), on: screen)
    await observedUntil { !isPaused(store) }

    expectEqual(press(.character("n"), on: screen), [true])
    await observedUntil { isPlaying(store, index: 1, at: .seconds(1)) }
    expectEqual(screen.currentIndex, 1)
    expectEqual(press(.character("b"), on: screen), [true])  // 1 s in: the song before
    await observedUntil { isPlaying(store, index: 0, at: .seconds(1)) }
    expectEqual(player.records.count, 3)
    await stop(playing)
  }

  @Test func withoutASongPlayingThePlaybackKeysAreNotTheScreens() async {
    let store = PlayStore(subsonic: .inMemory(), player: .preview(sleeper: .immediate))
    let screen = QueueScreen(store: store)
    expectEqual(press(.character(" "), on: screen), [false])
    expectEqual(PlaybackKeys(store: store).handle(.character("n"), modifiers: []), false)
    await store.play(.album(dawnChorus))
    expectEqual(store.state, .finished)
    expectEqual(screen.currentIndex, nil)
    expectEqual(press(.character("b"), on: screen), [false])
    expectEqual(press(.down, on: screen), [true])  // the queue stays to look at
    expectEqual(screen.selection.index, 1)
    expectEqual(screen.handle(.character("j"), modifiers: .control), false)
    expectEqual(press(.character("q"), on: screen), [false])
  }

  @Test func enterOrASecondClickPlaysTheSongChosenInTheQueue() async {
    let player = FakePlayer { _ in .hangsAfter([.seconds(1)]) }
    let store = PlayStore(subsonic: .inMemory(), player: player.client)
    let screen = QueueScreen(store: store)
    screen.listHeight = 3
    let playing = startPlaying(.songs(everySong), on: store)
    await observedUntil { isPlaying(store, index: 0, at: .seconds(1)) }
    press(.pageDown, on: screen)
    expectEqual(screen.selection, ListSelection(index: 3, top: 3))
    expectEqual(screen.click(listRow: 2), true)  // selects the row drawn third: song 6
    expectEqual(screen.selection.index, 5)
    expectEqual(screen.currentIndex, 0)
    expectEqual(screen.click(listRow: 2), true)  // clicked again: plays it
    await observedUntil { isPlaying(store, index: 5, at: .seconds(1)) }
    press(.character("k"), on: screen)
    expectEqual(press(.enter, on: screen), [true])
    await observedUntil { isPlaying(store, index: 4, at: .seconds(1)) }
    expectEqual(screen.click(listRow: 7), false)  // below the list
    expectEqual(player.records.count, 3)
    await stop(playing)
  }
}
