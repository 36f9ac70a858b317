import DependencyRegistry
import DependencyRegistryTesting
import Foundation
import PlayFeature
import PlayerClient
import StationStreamClient
import SubsonicClient
import Testing

/// A station plays through the player from its own stream; every test waits on the store's
/// observable state, never on the clock, and a stream that stalls ends only by cancellation.
@MainActor
@Suite(.timeLimit(.minutes(1)), .dependencies)
struct StationPlayStoreTests {
  static let tide = InternetRadioStation(
    id: "station-1", name: "Tide FM", streamURL: "http://radio.example.net/tide.mp3")
  nonisolated static let chunks = [Data([1, 2, 3]), Data([4, 5])]

  /// A station client that records the URLs asked, sends `chunks`, then stalls until cancelled
  /// (`stalls`), fails with `failure`, or ends the stream.
  private func stations(
    _ urls: Recorder<URL>, stalls: Bool = false, failure: StationStreamError? = nil
  ) -> StationStreamClient {
    StationStreamClient(listen: { url, receive in
      urls.record(url)
      for chunk in Self.chunks { try receive(chunk) }
      if let failure { throw failure }
      if stalls {
        try await Task.sleep(for: .seconds(3_600))  // a stalled station: ends when cancelled
      }
      return 5
    })
  }

  private func until(_ condition: @escaping @MainActor () -> Bool) async throws {
    await observedUntil(condition)
    try #require(condition())
  }

  private func isPlaying(_ store: StationPlayStore) -> Bool {
    guard case .playing(let status) = store.state else { return false }
    return status.hasStarted
  }

  @Test func theStationsStreamReachesThePlayerAsOneSongOfNoKnownLength() async {
    let urls = Recorder<URL>()
    let player = FakePlayer { _ in .plays([.seconds(1), .seconds(2)]) }
    let store = StationPlayStore(stations: stations(urls), player: player.client)
    await store.play(Self.tide)
    #expect(store.state == .finished)
    #expect(urls.values == [URL(string: "http://radio.example.net/tide.mp3")!])
    #expect(player.records.count == 1)
    #expect(player.records.first?.bytes == Data([1, 2, 3, 4, 5]))
    #expect(player.records.first?.finished == true)
    #expect(store.stoppedAt?.position == .seconds(2))
    #expect(store.stoppedAt?.statusLine == "Playing station Tide FM  0:02")
  }

  @Test func quitStopsThePlayerAndTheStream() async throws {
    let urls = Recorder<URL>()
    let player = FakePlayer { _ in .hangsAfter([.seconds(3)]) }
    let store = StationPlayStore(stations: stations(urls, stalls: true), player: player.client)
    let playing = Task { await store.play(Self.tide) }
    try await until { store.stoppedAt == nil && isPlaying(store) }
    await store.togglePause()
    #expect(
      store.state
        == .playing(
          StationStatus(station: Self.tide, position: .seconds(3), hasStarted: true, isPaused: true)
        ))
    await store.quit()
    await playing.value
    #expect(store.state == .finished)
    #expect(player.records.first?.stops == 1)
    #expect(player.records.first?.pauses == 1)
  }

  @Test func cancellingTheTaskStopsThePlayer() async throws {
    let player = FakePlayer { _ in .hangs }
    let store = StationPlayStore(
      stations: stations(Recorder(), stalls: true), player: player.client)
    let playing = Task { await store.play(Self.tide) }
    try await until { isPlaying(store) }
    playing.cancel()
    await playing.value
    #expect(store.state == .finished)
    #expect(player.records.first?.stops == 1)
  }

  @Test func aStreamThatFailsPlaysWhatCameThenSaysWhy() async {
    let player = FakePlayer { _ in .plays([.seconds(1)]) }
    let store = StationPlayStore(
      stations: stations(Recorder(), failure: .timedOut(seconds: 30)), player: player.client)
    await store.play(Self.tide)
    #expect(store.state == .failed(.station(.timedOut(seconds: 30))))
    #expect(player.records.first?.bytes == Data([1, 2, 3, 4, 5]))
    #expect(player.records.first?.finished == true)
  }

  @Test(arguments: ["ftp://radio.example.net/tide.mp3", "file:///etc/passwd", "tide", ""])
  func aStreamURLThatIsNotHTTPIsRefusedBeforeAnythingStarts(url: String) async {
    let player = FakePlayer { _ in .plays([]) }
    // The unimplemented station client fails this test on any request.
    let store = StationPlayStore(stations: .unimplemented, player: player.client)
    await store.play(InternetRadioStation(id: "station-9", name: "Odd", streamURL: url))
    guard case .failed(.station(.invalidURL)) = store.state else {
      Issue.record("expected an invalid URL, got \(store.state)")
      return
    }
    #expect(player.records.isEmpty)
  }

  @Test func aFailingPlayerEndsItWithItsError() async {
    let failure = PlayerError.playerFailed(program: "mpv", status: "exit status 2")
    let player = FakePlayer { _ in .fails(failure) }
    let store = StationPlayStore(stations: stations(Recorder()), player: player.client)
    await store.play(Self.tide)
    #expect(store.state == .failed(.player(failure)))
  }

  @Test func noPlayerIsSaidBeforeTheStationIsAsked() async {
    let store = StationPlayStore(stations: .unimplemented, player: .previewWithoutPlayer)
    #expect(await store.preparePlayer() == false)
    #expect(store.state == .failed(.player(.notFound(lookedFor: ["mpv", "ffplay"]))))
  }

  @Test func volumeAndMuteReachThePlayerAndSeekingSaysAStationCannot() async throws {
    let player = FakePlayer { _ in .hangs }
    let store = StationPlayStore(
      stations: stations(Recorder(), stalls: true), player: player.client)
    let playing = Task { await store.play(Self.tide) }
    try await until { isPlaying(store) }
    await store.changeVolume(by: -5)
    await store.toggleMute()
    store.seek()
    #expect(store.controlMessage == "A station plays live: it cannot seek")
    await store.quit()
    await playing.value
    #expect(player.records.first?.volumes == [95])
    #expect(player.records.first?.mutes == [true])
    #expect(store.volume == 95 && store.isMuted)
  }

  @Test func aStationIsChosenByIdThenNameThenPartOfItsName() throws {
    let stations = [
      Self.tide,
      InternetRadioStation(id: "station-2", name: "Tide FM Night", streamURL: "http://a/b"),
      InternetRadioStation(id: "station-3", name: "Ökö Radio", streamURL: "http://a/c"),
    ]
    #expect(try StationChoice.choose("station-2", among: stations).id == "station-2")
    #expect(try StationChoice.choose(" tide fm ", among: stations).id == "station-1")
    #expect(try StationChoice.choose("oko", among: stations).id == "station-3")
    #expect(throws: StationPlayFailure.notFound("jazz")) {
      try StationChoice.choose("jazz", among: stations)
    }
    #expect(throws: StationPlayFailure.ambiguous("tide", Array(stations.prefix(2)))) {
      try StationChoice.choose("tide", among: stations)
    }
    #expect(
      StationPlayFailure.ambiguous("tide", Array(stations.prefix(2))).description
        == "the name fits 2 stations (Tide FM (station-1), Tide FM Night (station-2)): give"
        + " one's id")
  }

  @Test func theStatusLineShowsTheNameOnOneLine() {
    let hostile = InternetRadioStation(
      id: "s", name: "Evil\u{1B}]0;x\u{07}\nFM", streamURL: "http://a/b")
    #expect(
      StationStatus(station: hostile, position: .seconds(75), hasStarted: true).statusLine
        == "Playing station Evil ]0;x  FM  1:15")
    #expect(
      StationStatus(station: InternetRadioStation(id: "s", streamURL: "http://a/b")).statusLine
        == "Loading station (no name)  0:00")
  }
}
