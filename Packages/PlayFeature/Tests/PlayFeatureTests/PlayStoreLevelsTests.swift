import DependencyRegistryTesting
import PlayFeature
import PlayerClient
import SubsonicClient
import SubsonicClientInMemory
import TerminalScreen
import Testing

/// Seek, volume and mute: passed through to the song playing, the volume the store last set
/// kept and given to the next song's player, and a player that cannot or fails leaving a
/// message (never a failure of the play). Waits on the store's state, never on the clock.
@MainActor
@Suite(.timeLimit(.minutes(1)), .dependencies { $0.sleeper = ManualSleeper().sleeper })
struct PlayStoreLevelsTests {
  private let first = PreviewValues.firstLight
  private let second = PreviewValues.birdsong

  /// A store playing `selection` on `player`, its first song started, and the play's task.
  private func playingFirstSong(of selection: PlaySelection, on player: FakePlayer) async
    -> (PlayStore, Task<Void, Never>)
  {
    let store = PlayStore(subsonic: .inMemory(), player: player.client)
    let playing = startPlaying(selection, on: store)
    await observedUntil { isPlaying(store, index: 0) }
    return (store, playing)
  }

  @Test func seekVolumeAndMuteReachThePlaybackAndTheVolumeIsKept() async {
    let player = FakePlayer { _ in .hangs }
    let (store, playing) = await playingFirstSong(of: .songs([first.id, second.id]), on: player)
    await store.seek(.relative(.seconds(10)))
    await store.seek(.absolute(.seconds(60)))
    await store.changeVolume(by: -5)
    await store.changeVolume(by: -30)
    await store.toggleMute()
    expectEqual(store.volume, 65)
    expectEqual(store.isMuted, true)
    expectEqual(store.levelsText, "muted")
    expectEqual(store.controlMessage, nil)
    expectEqual(player.records[0].seeks, [.relative(.seconds(10)), .absolute(.seconds(60))])
    expectEqual(player.records[0].volumes, [95, 65])
    expectEqual(player.records[0].mutes, [true])

    // The next song's player gets the volume and the muting the store set.
    await store.next()
    await observedUntil { isPlaying(store, index: 1) }
    expectEqual(player.records[1].volumes, [65])
    expectEqual(player.records[1].mutes, [true])
    await store.toggleMute()
    expectEqual(store.isMuted, false)
    expectEqual(store.levelsText, "vol 65%")
    expectEqual(player.records[1].mutes, [true, false])
    await stop(playing)
  }

  @Test func aStoreThatKeepsAnothersLevelsGivesThemToItsFirstSong() async {
    let player = FakePlayer { _ in .hangs }
    let (before, playing) = await playingFirstSong(of: .songs([first.id]), on: player)
    await before.changeVolume(by: -40)
    await before.toggleMute()
    await stop(playing)
    let after = PlayStore(subsonic: .inMemory(), player: player.client)
    after.keepLevels(of: before)
    let next = startPlaying(.songs([second.id]), on: after)
    await observedUntil { isPlaying(after, index: 0) }
    expectEqual(player.records[1].volumes, [60])
    expectEqual(player.records[1].mutes, [true])
    expectEqual(after.volume, 60)
    await stop(next)
  }

  @Test func theVolumeStaysWithinNoneAndFull() async {
    let player = FakePlayer { _ in .hangs }
    let (store, playing) = await playingFirstSong(of: .songs([first.id]), on: player)
    await store.changeVolume(by: 5)
    await store.changeVolume(by: Int.max)
    expectEqual(store.volume, 100)
    await store.changeVolume(by: -250)
    await store.changeVolume(by: Int.min)
    expectEqual(store.volume, 0)
    expectEqual(player.records[0].volumes, [100, 100, 0, 0])
    await stop(playing)
  }

  @Test func aPlayerThatCannotLeavesAMessageAndTheLevelsAsTheyWere() async {
    let player = FakePlayer(controlFailure: FakePlayer.withoutControls) { _ in .hangs }
    let (store, playing) = await playingFirstSong(of: .songs([first.id, second.id]), on: player)
    await store.seek(.relative(.seconds(-10)))
    expectEqual(store.controlMessage, "The player cannot seek (mpv can)")
    await store.changeVolume(by: -5)
    expectEqual(store.controlMessage, "The player cannot set the volume (mpv can)")
    await store.toggleMute()
    expectEqual(store.controlMessage, "The player cannot mute (mpv can)")
    expectEqual(store.playerLacksControls, true)
    expectEqual(store.volume, 100)
    expectEqual(store.isMuted, false)
    expectEqual(player.records[0].seeks, [])
    expectEqual(player.records[0].volumes, [])
    expectEqual(player.records[0].mutes, [])
    // The next song clears the message; playing went on.
    await store.next()
    await observedUntil { isPlaying(store, index: 1) }
    expectEqual(store.controlMessage, nil)
    await stop(playing)
  }

  @Test func aPlayerThatCannotYetIsNotAPlayerWithoutControls() async {
    let player = FakePlayer(controlFailure: .notSupported("seek before the song plays")) {
      _ in .hangs
    }
    let (store, playing) = await playingFirstSong(of: .songs([first.id]), on: player)
    await store.seek(.relative(.seconds(10)))
    expectEqual(store.controlMessage, "The player cannot seek before the song plays")
    expectEqual(store.playerLacksControls, false)
    await stop(playing)
  }

  @Test func aFailingControlSaysWhyAndAControlThatWorksClearsIt() async {
    let player = FakePlayer(controlFailure: .ended) { _ in .hangs }
    let (store, playing) = await playingFirstSong(of: .songs([first.id]), on: player)
    await store.seek(.relative(.seconds(60)))
    expectEqual(store.controlMessage, "Could not seek: \(PlayerError.ended)")
    expectEqual(store.playerLacksControls, false)
    player.controlFailure = nil
    await store.seek(.relative(.seconds(60)))
    expectEqual(store.controlMessage, nil)
    expectEqual(player.records[0].seeks, [.relative(.seconds(60))])
    await stop(playing)
  }

  @Test func withNothingPlayingTheControlsDoNothing() async {
    let store = PlayStore(subsonic: .inMemory(), player: FakePlayer { _ in .hangs }.client)
    await store.seek(.relative(.seconds(10)))
    await store.changeVolume(by: 5)
    await store.toggleMute()
    expectEqual(store.volume, 100)
    expectEqual(store.isMuted, false)
    expectEqual(store.controlMessage, nil)
  }

  @Test func theKeysSeekSetTheVolumeAndMute() async {
    let player = FakePlayer { _ in .hangs }
    let (store, playing) = await playingFirstSong(of: .songs([first.id]), on: player)
    let screen = QueueScreen(store: store)
    let keys: [Character] = [",", ".", "<", ">"]
    for key in keys {
      expectEqual(press(.character(key), on: screen), [true])
      let count = player.records[0].seeks.count
      // The fake's records are not observable: the key's task is given turns until it seeked.
      while player.records[0].seeks.count == count { await Task.yield() }
    }
    expectEqual(
      player.records[0].seeks,
      [
        .relative(.seconds(-10)), .relative(.seconds(10)), .relative(.seconds(-60)),
        .relative(.seconds(60)),
      ])
    expectEqual(press(.character("-"), on: screen), [true])
    await observedUntil { store.volume == 95 }
    expectEqual(press(.character("="), on: screen), [true])
    await observedUntil { store.volume == 100 }
    expectEqual(press(.character("m"), on: screen), [true])
    await observedUntil { store.isMuted }
    expectEqual(player.records[0].volumes, [95, 100])
    await stop(playing)
  }

  /// The bar's previews: the volume when not full, `muted`, and a message in their place.
  @Test func theBarShowsTheVolumeMutedOrTheMessage() async {
    let player = FakePlayer { _ in .hangsAfter([.seconds(83)]) }
    let store = PlayStore(subsonic: .inMemory(), player: player.client)
    let screen = QueueScreen(store: store)
    let playing = startPlaying(.album(dawnChorus), on: store)
    await observedUntil { isPlaying(store, index: 0, at: .seconds(83)) }
    await store.changeVolume(by: -40)
    expectScreens(of: screen, named: "volume")
    await store.toggleMute()
    expectScreens(of: screen, named: "muted")
    player.controlFailure = FakePlayer.withoutControls
    await store.seek(.relative(.seconds(10)))
    expectScreens(of: screen, named: "cannot-seek")
    await stop(playing)
  }
}
