import DependencyRegistry
import DependencyRegistryTesting
import Foundation
import PlayFeature
import PlayerClient
import StationStreamClient
import SubsonicClient
import SubsonicClientInMemory
import TerminalScreen
import TerminalScreenTesting
import Testing

@testable import SunsonicCLI

/// The Radio pane in the shell, on the in-memory server (`station-1` Dawn Radio, `station-2`
/// Night Owl FM): its tab, a station played through the shell's playback (a fake stream and a
/// player that plays until stopped), one player at a time, and `x`: a radio from the selection.
@MainActor
struct UIShellRadioTests {
  let actions = UIShellActionTests()

  /// A station's stream: a few bytes, then nothing until cancelled, as a live station.
  static let liveStream = StationStreamClient(listen: { _, receive in
    try receive(Data([1, 2, 3]))
    try await Task.sleep(for: .seconds(3_600))  // ends when the player stops
    return 3
  })

  /// A shell on `client`, the live stream and a player that records its controls in `calls`,
  /// its artists loaded.
  func loadedShell(_ client: SubsonicClient = .inMemory(), calls: Recorder<String> = Recorder())
    async -> UIShell
  {
    var values = musicValues(client, player: actions.playingPlayer(calls))
    values.stationStreamClient = Self.liveStream
    let shell = DependencyValues.$current.withValue(values) { UIShell() }
    shell.start()
    await observedUntil { shell.library.artistsStore.state.value != nil }
    return shell
  }

  /// Whether the shell's station plays, its audio at the player.
  func stationIsLive(_ shell: UIShell) -> Bool {
    guard case .playing(let status) = shell.playback.station?.state else { return false }
    return status.hasStarted
  }

  @Test(.timeLimit(.minutes(1)))
  func theLastTabListsTheStationsAndEnterPlaysOneUntilAQueueIsChosen() async {
    let calls = Recorder<String>()
    let shell = await loadedShell(calls: calls)
    actions.press(.backtab, on: shell)  // the last tab
    #expect(shell.pane == .radio)
    await observedUntil { shell.radio.loadsUnderWay == 0 }
    #expect(shell.radio.stations.map(\.id) == ["station-1", "station-2"])
    expectSnapshot(actions.drawn(shell), named: "radio-80x24")
    #expect(shell.selected == nil, "a station is not a song to queue")
    actions.press(.enter, on: shell)
    await observedUntil { stationIsLive(shell) }
    #expect(
      shell.playback.station?.state
        == .playing(
          StationStatus(station: PreviewValues.station, hasStarted: true)))
    actions.press(.character(" "), on: shell)
    // Each key's task talks to the player: the next key only once the player has the pause (the
    // recorder is not observable, so its task is given turns, as the queue's test does).
    for _ in 0..<10_000 where calls.values.isEmpty { await Task.yield() }
    actions.press(.character("-"), on: shell)
    await observedUntil { shell.playback.station?.volume == 95 }
    #expect(calls.values == ["pause", "volume 95"])
    actions.press(.character("n"), on: shell)  // a live station has no next song: nothing else
    #expect(shell.playback.station?.controlMessage == "A station plays live: no next song")
    expectSnapshot(actions.drawn(shell, width: 120, height: 40), named: "radio-playing-120x40")

    let station = shell.playback.station
    actions.press(.tab, on: shell)  // the library: `p` plays the first artist
    actions.press(.character("p"), on: shell)
    #expect(shell.playback.station == nil)
    await observedUntil {
      if case .playing(let status) = shell.playback.store.state { return status.hasStarted }
      return false
    }
    #expect(station?.state == .finished, "the station ended before the queue played")
    #expect(shell.playback.store.volume == 95, "the volume went on to the queue")
    await shell.stop()
  }

  @Test(.timeLimit(.minutes(1)))
  func aClickOnTheTabThenPOrASecondClickPlaysAStationCtrlZPausesItQuitStopsIt() async {
    let calls = Recorder<String>()
    let shell = await loadedShell(calls: calls)
    let top = actions.drawn(shell).lines()[0]
    #expect(top.hasSuffix(" Radio     ? keys  q quit"), "seven tabs and the hint in 80 columns")
    guard let tab = UIShellView.tabColumns(width: 80).first(where: { $0.pane == .radio }) else {
      Issue.record("no radio tab")
      return
    }
    #expect(top.dropFirst(tab.columns.lowerBound).hasPrefix(" Radio "))
    _ = shell.handle(.mouse(MouseEvent(.press(.left), x: tab.columns.upperBound - 1, y: 0)))
    #expect(shell.pane == .radio)
    await observedUntil { shell.radio.loadsUnderWay == 0 }
    actions.press(.down, .character("p"), on: shell)
    await observedUntil { stationIsLive(shell) }
    #expect(shell.playback.station.map { status(of: $0)?.station.id } == "station-2")
    #expect(actions.drawn(shell).lines()[22].hasPrefix(" ▶ Night Owl FM"))
    await shell.willSuspend()
    #expect(calls.values == ["pause"])
    await shell.didResume()
    #expect(calls.values == ["pause", "resume"])

    let firstRow = 3  // below the tabs, the pane's title and the column headers
    #expect(UIShellView.listRow(of: .radio, atY: firstRow, in: shell.lastBody) == 0)
    for _ in 0..<2 {
      _ = shell.handle(.mouse(MouseEvent(.press(.left), x: 3, y: firstRow)))
    }
    await observedUntil { shell.playback.station.flatMap(status(of:))?.station.id == "station-1" }
    let playing = shell.playback.station
    await shell.stop()
    #expect(playing?.state == .finished)
  }

  private func status(of store: StationPlayStore) -> StationStatus? {
    if case .playing(let status) = store.state { status } else { nil }
  }

  /// Waits until the queue `x` or `p` just chose plays its first song, or fails.
  func queueStarted(_ shell: UIShell) async {
    let store = shell.playback.store
    await observedUntil {
      switch store.state {
      case .playing(let status): status.hasStarted
      case .failed, .finished: true
      case .idle, .loading: false
      }
    }
  }

  @Test(.timeLimit(.minutes(1)))
  func xPlaysARadioFromASongAnAlbumOrAnArtistAndSaysWhereThereIsNone() async {
    let asked = Recorder<String>()
    var client = SubsonicClient.inMemory()
    let (similar, similar2) = (client.getSimilarSongs, client.getSimilarSongs2)
    client.getSimilarSongs = { seed, count in
      switch seed {
      case .song(let id): asked.record("song \(id.rawValue)")
      case .album(let id): asked.record("album \(id.rawValue)")
      case .artist(let id): asked.record("directory \(id.rawValue)")
      }
      return try await similar(seed, count)
    }
    client.getSimilarSongs2 = { id, count in
      asked.record("artist \(id.rawValue)")
      return try await similar2(id, count)
    }
    let shell = await loadedShell(client)
    actions.press(.character("x"), on: shell)  // the first artist
    await queueStarted(shell)
    #expect(asked.values == ["artist artist-1"])
    #expect(actions.drawn(shell).lines()[21].hasPrefix(" Radio from “Aurora Vale”"))
    await actions.openAlbum(on: shell)
    actions.press(.character("x"), on: shell)  // the album's first song
    await queueStarted(shell)
    #expect(asked.values.last == "song song-1")
    #expect(shell.playback.store.queue.first?.id == "song-1", "a song's radio begins with it")
    actions.press(.tab, on: shell)  // the album lists
    await observedUntil { shell.albumLists.selectedAlbum != nil }
    let album = shell.albumLists.selectedAlbum?.id.rawValue ?? "none"
    actions.press(.character("x"), on: shell)
    await queueStarted(shell)
    #expect(asked.values.last == "album \(album)")
    #expect(asked.values.count == 3)

    actions.press(.backtab, .backtab, on: shell)  // the radio: no selection has a radio
    actions.press(.character("x"), on: shell)
    #expect(
      actions.drawn(shell).lines()[21]
        == " No radio from here (Radio): press x on a song, an album or an artist")
    actions.press(.backtab, on: shell)  // the podcasts: an episode is no song to start from
    await observedUntil { shell.podcasts.loadsUnderWay == 0 }
    actions.press(.enter, on: shell)
    await observedUntil { shell.podcasts.loadsUnderWay == 0 }
    #expect(shell.selected != nil)
    actions.press(.character("x"), on: shell)
    #expect(actions.drawn(shell).lines()[21].hasPrefix(" No radio from here (Podcasts)"))
    #expect(asked.values.count == 3)
    await shell.stop()
  }
}
