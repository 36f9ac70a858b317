import DependencyRegistryTesting
import Foundation
import PlayFeature
import PlayerClient
import StationStreamClient
import SubsonicClient
import TerminalScreen
import TerminalScreenTesting
import Testing

/// The station's now-playing bar, one golden snapshot per state at 80x24 and 120x40 (the bar on
/// the last two rows, as the app lays it out; `__Snapshots__/StationNowPlayingTests/`), and its
/// keys. Streams and players are fakes opened by gates: never the clock.
@MainActor
@Suite(.timeLimit(.minutes(1)), .dependencies)
struct StationNowPlayingTests {
  static let dawn = PreviewValues.station

  /// A stream that opens `entered`, waits for `release`, sends a few bytes, then stalls until
  /// cancelled (or ends, unless `stalls`).
  private func stream(
    opening entered: Gate = Gate(), after release: Gate? = nil, stalls: Bool = true
  ) -> StationStreamClient {
    StationStreamClient(listen: { _, receive in
      entered.open()
      await release?.wait()
      try receive(Data([1, 2, 3]))
      if stalls {
        try await Task.sleep(for: .seconds(3_600))  // a live station: ends when cancelled
      }
      return 3
    })
  }

  private func expectBar(
    of store: StationPlayStore, named name: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expectSnapshots(named: name, sourceLocation: sourceLocation) { buffer, area in
      StationNowPlayingView(store: store)
        .draw(in: &buffer, area: area.splitBottom(NowPlayingView.height).bottom)
    }
  }

  private func isLive(_ store: StationPlayStore, at position: Duration = .zero) -> Bool {
    guard case .playing(let status) = store.state else { return false }
    return status.hasStarted && status.position == position
  }

  @Test func idleTuningInConnectingLivePausedAndEnded() async {
    let fake = FakePlayer { _ in .hangsAfter([.seconds(83)]) }
    let (preparing, prepared) = (Gate(), Gate())
    let player = PlayerClient(
      prepare: {
        preparing.open()
        await prepared.wait()
      }, start: fake.client.start)
    let (listening, sending) = (Gate(), Gate())
    let store = StationPlayStore(
      stations: stream(opening: listening, after: sending), player: player)
    expectBar(of: store, named: "idle")
    let playing = Task { await store.play(Self.dawn) }
    await preparing.wait()
    expectBar(of: store, named: "tuning-in")
    prepared.open()
    await listening.wait()
    await observedUntil { if case .playing = store.state { true } else { false } }
    expectBar(of: store, named: "connecting")
    sending.open()
    await observedUntil { isLive(store, at: .seconds(83)) }
    expectBar(of: store, named: "live")
    await store.togglePause()
    await store.changeVolume(by: -40)
    expectBar(of: store, named: "paused-volume")
    await store.toggleMute()
    store.seek()
    expectBar(of: store, named: "cannot-seek")
    await store.quit()
    await playing.value
    expectBar(of: store, named: "ended")
  }

  @Test func failedAndHostileName() async {
    let failure = PlayerError.playerFailed(program: "mpv", status: "exit status 2")
    let failing = StationPlayStore(
      stations: stream(stalls: false), player: FakePlayer { _ in .fails(failure) }.client)
    let failed = Task { await failing.play(Self.dawn) }
    await observedUntil { if case .failed = failing.state { true } else { false } }
    expectBar(of: failing, named: "failed")
    await failed.value

    let hostile = InternetRadioStation(
      id: "x",
      name: "\u{1B}[2J\u{1B}]0;pwned\u{07}夜明けのラジオ 📻 " + String(repeating: "long ", count: 30),
      streamURL: "http://radio.example.net/x")
    let store = StationPlayStore(stations: stream(), player: FakePlayer { _ in .hangs }.client)
    let playing = Task { await store.play(hostile) }
    await observedUntil { isLive(store) }
    expectBar(of: store, named: "hostile")
    await store.quit()
    await playing.value
  }

  @Test func theKeysPauseChangeTheLevelsAndSayWhatALiveStationCannot() async {
    let fake = FakePlayer { _ in .hangs }
    let store = StationPlayStore(stations: stream(), player: fake.client)
    let keys = PlaybackKeys(station: store)
    #expect(!keys.handle(.character(" "), modifiers: []))  // nothing plays yet
    let playing = Task { await store.play(Self.dawn) }
    await observedUntil { isLive(store) }
    for key in [" ", "-", "m"] { #expect(keys.handle(.character(Character(key)), modifiers: [])) }
    await observedUntil { store.isMuted && store.volume == 95 }
    #expect(fake.records.first?.mutes == [true])
    guard case .playing(let status) = store.state else { return }
    #expect(status.isPaused)
    #expect(keys.handle(.character("n"), modifiers: []))
    #expect(store.controlMessage == "A station plays live: no next song")
    #expect(keys.handle(.character("."), modifiers: []))
    #expect(store.controlMessage == "A station plays live: it cannot seek")
    #expect(!keys.handle(.character("x"), modifiers: []))
    #expect(!keys.handle(.character(" "), modifiers: .control))
    #expect(fake.records.first?.seeks == [])
    await store.quit()
    await playing.value
  }

  @Test func theLevelsOfTheQueueGoOnToTheStationsPlayer() async {
    let queue = PlayStore(subsonic: .unimplemented, player: FakePlayer { _ in .hangs }.client)
    let fake = FakePlayer { _ in .hangs }
    let station = StationPlayStore(stations: stream(), player: fake.client)
    station.keepLevels(of: queue)
    #expect(station.levelsText == nil)
    let playing = Task { await station.play(Self.dawn) }
    await observedUntil { isLive(station) }
    await station.changeVolume(by: -25)
    await station.toggleMute()
    await station.quit()
    await playing.value
    queue.keepLevels(of: station)
    #expect(queue.levelsText == "muted")
    #expect(queue.volume == 75)
    let next = StationPlayStore(stations: stream(), player: fake.client)
    next.keepLevels(of: queue)
    let again = Task { await next.play(Self.dawn) }
    await observedUntil { isLive(next) }
    #expect(fake.records.last?.volumes == [75])
    #expect(fake.records.last?.mutes == [true])
    await next.quit()
    await again.value
  }
}
