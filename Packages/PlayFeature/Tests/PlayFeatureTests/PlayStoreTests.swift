import DependencyRegistry
import DependencyRegistryTesting
import Foundation
import PlayFeature
import PlayerClient
import SubsonicClient
import SubsonicClientInMemory
import Testing

/// What the store told the server, in order.
private enum Report: Sendable, Equatable {
  case scrobble(SongID, submission: Bool)
  case playback(SongID, PlaybackReportState, milliseconds: Int)
  case saved([SongID], current: SongID?, milliseconds: Int?)
}

/// Every test waits on the store's observable state (never on the clock), a stall ends only by
/// cancellation, and the interrupted save's limit is a sleeper the test releases: the suite takes
/// milliseconds. A default sleeper that never ends keeps that limit from firing unasked.
@MainActor
@Suite(.timeLimit(.minutes(1)), .dependencies { $0.sleeper = ManualSleeper().sleeper })
struct PlayStoreTests {
  private let reports = Recorder<Report>()
  // Songs of the in-memory library: 187 s and 224 s long.
  private let first = PreviewValues.firstLight
  private let second = PreviewValues.birdsong

  /// The in-memory server, its reports and saves recorded; `reportsPlayback` lists the
  /// OpenSubsonic `playbackReport` extension.
  private func server(reportsPlayback: Bool = false) -> SubsonicClient {
    var client = SubsonicClient.inMemory()
    let reports = self.reports
    client.getOpenSubsonicExtensions = {
      reportsPlayback ? [OpenSubsonicExtension(name: "playbackReport", versions: [1])] : []
    }
    client.scrobble = { id, submission, _ in reports.record(.scrobble(id, submission: submission)) }
    client.reportPlayback = { id, state, milliseconds in
      reports.record(.playback(id, state, milliseconds: milliseconds))
    }
    client.savePlayQueue = { ids, current, milliseconds in
      reports.record(.saved(ids, current: current, milliseconds: milliseconds))
    }
    return client
  }

  /// The bytes the server streams for `id`.
  private func audio(of id: SongID, from client: SubsonicClient) async throws -> Data {
    let received = Recorder<Data>()
    _ = try await client.stream(id, StreamOptions()) { received.record($0) }
    return received.values.reduce(Data(), +)
  }

  /// Waits until `condition` holds, woken by the store's changes (the suite's time limit bounds it).
  private func until(_ condition: @escaping @MainActor () -> Bool) async throws {
    await observedUntil(condition)
    try #require(condition())
  }

  private func isPlaying(_ store: PlayStore, index: Int) -> Bool {
    guard case .playing(let status) = store.state else { return false }
    return status.index == index && status.hasStarted
  }

  @Test func anAlbumPlaysSongBySongEveryByteOfItsStreamReachesThePlayer() async throws {
    let client = server()
    let player = FakePlayer { _ in .plays([.seconds(60), .seconds(130)]) }
    let store = PlayStore(subsonic: client, player: player.client)
    await store.play(.songs([first.id, second.id]))
    #expect(store.state == .finished)
    #expect(store.queue.map(\.id) == [first.id, second.id])
    #expect(player.records.count == 2)
    #expect(player.records[0].bytes == (try await audio(of: first.id, from: client)))
    #expect(player.records[1].bytes == (try await audio(of: second.id, from: client)))
    #expect(player.records.allSatisfy { $0.finished && !$0.bytes.isEmpty })
    #expect(
      reports.values == [
        .scrobble(first.id, submission: false), .scrobble(first.id, submission: true),
        .scrobble(second.id, submission: false), .scrobble(second.id, submission: true),
        .saved([first.id, second.id], current: second.id, milliseconds: 130_000),
      ])
  }

  @Test func aSongPlayedLessThanTheRuleIsNowPlayingButNotAPlay() async throws {
    // 187 s: the play counts from 93.5 s; 224 s: from 112 s.
    let player = FakePlayer { $0 == 0 ? .plays([.seconds(93)]) : .plays([.seconds(112)]) }
    let store = PlayStore(subsonic: server(), player: player.client)
    #expect(try await server().getSong(first.id).duration == 187)
    await store.play(.songs([first.id, second.id]))
    #expect(
      reports.values.filter { if case .scrobble = $0 { true } else { false } } == [
        .scrobble(first.id, submission: false),
        .scrobble(second.id, submission: false), .scrobble(second.id, submission: true),
      ])
  }

  @Test func aServerWithPlaybackReportsGetsThemAndNoScrobble() async {
    let player = FakePlayer { _ in .plays([.seconds(1), .milliseconds(2_500)]) }
    let store = PlayStore(subsonic: server(reportsPlayback: true), player: player.client)
    await store.play(.songs([second.id]))
    #expect(
      reports.values == [
        .playback(second.id, .starting, milliseconds: 0),
        .playback(second.id, .playing, milliseconds: 0),
        .playback(second.id, .stopped, milliseconds: 2_500),
        .saved([second.id], current: second.id, milliseconds: 2_500),
      ])
  }

  @Test func nextEndsTheSongPlayingAndPlaysTheNextOne() async throws {
    let player = FakePlayer { $0 == 0 ? .hangs : .plays([.seconds(1)]) }
    let store = PlayStore(subsonic: server(), player: player.client)
    let playing = Task { await store.play(.songs([first.id, second.id])) }
    try await until { isPlaying(store, index: 0) }
    await store.next()
    await playing.value
    #expect(store.state == .finished)
    #expect(player.records.count == 2)
    #expect(player.records[0].stops >= 1)
    #expect(
      reports.values.last == .saved([first.id, second.id], current: second.id, milliseconds: 1_000))
  }

  @Test func previousAtTheStartPlaysTheFirstSongAgain() async throws {
    let player = FakePlayer { $0 == 0 ? .hangs : .plays([.seconds(1)]) }
    let store = PlayStore(subsonic: server(), player: player.client)
    let playing = Task { await store.play(.songs([first.id, second.id])) }
    try await until { isPlaying(store, index: 0) }
    await store.previous()
    await playing.value
    #expect(player.records.count == 3)  // the first song, again, then the second
    #expect(store.state == .finished)
  }

  @Test func previousAfterThreeSecondsPlaysTheSongAgainFromItsStart() async throws {
    let player = FakePlayer { $0 == 1 ? .hangsAfter([.seconds(4)]) : .plays([.seconds(1)]) }
    let store = PlayStore(subsonic: server(), player: player.client)
    let playing = Task { await store.play(.songs([first.id, second.id])) }
    try await until {
      guard case .playing(let status) = store.state else { return false }
      return status.index == 1 && status.position == .seconds(4)
    }
    await store.previous()
    await playing.value
    #expect(player.records.count == 3)  // the first, the second, the second again
    #expect(store.stoppedAt?.song.id == second.id)
  }

  @Test func quitWhileTheQueueLoadsPlaysNothing() async {
    var client = server()
    let release = Gate()
    client.getSong = { [first] _ in
      await release.wait()
      return first
    }
    let player = FakePlayer { _ in .plays([]) }
    let store = PlayStore(subsonic: client, player: player.client)
    let playing = Task { await store.play(.songs([first.id])) }
    await store.quit()
    release.open()
    await playing.value
    #expect(player.records.isEmpty)
    #expect(store.state == .finished)
  }

  @Test func anInterruptedPlaySavesTheQueueWithinItsLimitOrNotAtAll() async throws {
    var client = server()
    let saveAsked = Gate()
    client.savePlayQueue = { _, _, _ in
      saveAsked.open()
      try await Task.sleep(for: .seconds(3_600))  // a stalled server: ends only when cancelled
    }
    let limit = ManualSleeper()
    let store = PlayStore(
      subsonic: client, player: FakePlayer { _ in .hangs }.client, sleeper: limit.sleeper)
    let playing = Task { await store.play(.songs([first.id])) }
    try await until { isPlaying(store, index: 0) }
    playing.cancel()
    await saveAsked.wait()
    await limit.waitForSleeps(1)
    #expect(limit.durations == [PlayStore.interruptedSaveLimit])
    limit.releaseAll()  // the limit is reached: the save is given up
    await playing.value
    #expect(store.queueSaveFailure == .cancelled)
  }

  @Test func interruptingTheWaitForStalledReportsEndsItAtOnce() async throws {
    var client = server()
    client.scrobble = { _, _, _ in try await Task.sleep(for: .seconds(60)) }
    let store = PlayStore(subsonic: client, player: FakePlayer { _ in .plays([]) }.client)
    let playing = Task { await store.play(.songs([first.id])) }
    try await until { store.state == .finished }  // the queue is over; the reports are not
    playing.cancel()
    await playing.value  // returns: the suite's time limit fails a wait on the stalled reports
    #expect(store.reportFailure == nil)  // cancelled, not refused
  }

  @Test func quitStopsThePlayerAndSavesTheQueueAtTheSongPlaying() async throws {
    let player = FakePlayer { _ in .hangs }
    let store = PlayStore(subsonic: server(), player: player.client)
    let playing = Task { await store.play(.songs([first.id, second.id])) }
    try await until { isPlaying(store, index: 0) }
    await store.quit()
    await playing.value
    #expect(store.state == .finished)
    #expect(player.records.count == 1)
    #expect(player.records[0].stops >= 1)
    #expect(
      reports.values.last == .saved([first.id, second.id], current: first.id, milliseconds: 0))
    #expect(store.stoppedAt?.song.id == first.id)
    #expect(store.stoppedAt?.index == 0)
  }

  @Test func cancellingTheTaskStopsThePlayerAndStillSavesTheQueue() async throws {
    let player = FakePlayer { _ in .hangs }
    let store = PlayStore(subsonic: server(), player: player.client)
    let playing = Task { await store.play(.songs([first.id, second.id])) }
    try await until { isPlaying(store, index: 0) }
    playing.cancel()
    await playing.value
    #expect(player.records.count == 1)
    #expect(player.records[0].stops >= 1)
    #expect(
      reports.values.last == .saved([first.id, second.id], current: first.id, milliseconds: 0))
  }

  @Test func pauseAndResumeReachThePlayerAndTheReports() async throws {
    let player = FakePlayer { _ in .hangs }
    let store = PlayStore(subsonic: server(reportsPlayback: true), player: player.client)
    let playing = Task { await store.play(.songs([first.id])) }
    try await until { isPlaying(store, index: 0) }
    await store.togglePause()
    guard case .playing(let paused) = store.state else {
      Issue.record("expected playing")
      return
    }
    #expect(paused.isPaused)
    await store.togglePause()
    await store.quit()
    await playing.value
    #expect(player.records[0].pauses == 1)
    #expect(player.records[0].resumes == 1)
    #expect(reports.values.contains(.playback(first.id, .paused, milliseconds: 0)))
    #expect(reports.values.contains(.playback(first.id, .playing, milliseconds: 0)))
  }

  @Test func aFailingPlayerEndsTheQueueWithItsError() async {
    let failure = PlayerError.playerFailed(program: "mpv", status: "exit status 2")
    let player = FakePlayer { _ in .fails(failure) }
    let store = PlayStore(subsonic: server(), player: player.client)
    await store.play(.songs([first.id, second.id]))
    #expect(store.state == .failed(.player(failure)))
    #expect(player.records.count == 1)
  }

  @Test func noPlayerIsThePlayersErrorBeforeAnythingIsAskedOfTheServer() async {
    // The unimplemented server fails this test on any request.
    let store = PlayStore(subsonic: .unimplemented, player: .previewWithoutPlayer)
    await store.play(.songs([first.id]))
    #expect(store.state == .failed(.player(.notFound(lookedFor: ["mpv", "ffplay"]))))
    #expect(store.stoppedAt == nil)
    let checked = PlayStore(subsonic: .unimplemented, player: .previewWithoutPlayer)
    #expect(await checked.preparePlayer() == false)
    #expect(checked.state == .failed(.player(.notFound(lookedFor: ["mpv", "ffplay"]))))
    #expect(await PlayStore(subsonic: .unimplemented, player: .preview).preparePlayer())
  }

  @Test func aPlayerThatCannotStartASongNeverShowsItPlaying() async {
    var player = FakePlayer { _ in .hangs }.client
    player.start = { _ in throw PlayerError.cannotStart(program: "mpv", reason: "EAGAIN") }
    let store = PlayStore(subsonic: server(), player: player)
    var seen: [PlayStore.State] = []
    let watching = Task { @MainActor in
      while !Task.isCancelled {
        seen.append(store.state)
        await Task.yield()
      }
    }
    await store.play(.songs([first.id]))
    watching.cancel()
    await watching.value
    #expect(!seen.contains { if case .playing = $0 { true } else { false } })
    #expect(store.state == .failed(.player(.cannotStart(program: "mpv", reason: "EAGAIN"))))
  }

  @Test func aSongWhoseStreamIsCutPlaysWhatCameAndTheQueueGoesOn() async {
    var client = server()
    let cut = Data("the first part".utf8)
    client.stream = { [first] id, options, receive in
      guard id == first.id else { return try await server().stream(id, options, receive) }
      try receive(cut)
      throw SubsonicError.unreachable("the connection was lost")
    }
    let player = FakePlayer { _ in .plays([.seconds(1)]) }
    let store = PlayStore(subsonic: client, player: player.client)
    await store.play(.songs([first.id, second.id]))
    #expect(player.records.count == 2)
    #expect(player.records[0].bytes == cut)  // played as far as it came, not stopped
    #expect(player.records[0].finished && player.records[0].stops == 0)
    #expect(store.skipped.map(\.song.id) == [first.id])
    // The queue played on, and the play still says it was not all well.
    #expect(
      store.state
        == .failed(
          .songsSkipped(count: 1, last: .server(.unreachable("the connection was lost")))))
  }

  @Test func threeSongsInARowThatCannotStreamStopTheQueue() async {
    var client = server()
    client.stream = { _, _, _ in throw SubsonicError.api(.init(code: .notFound, message: "gone")) }
    let player = FakePlayer { _ in .plays([]) }
    let store = PlayStore(subsonic: client, player: player.client)
    let ids = [first.id, second.id, first.id, second.id]
    await store.play(.songs(ids))
    #expect(player.records.count == PlayStore.failuresInARowAllowed)
    #expect(store.skipped.count == PlayStore.failuresInARowAllowed)
    #expect(store.state == .failed(.server(.api(.init(code: .notFound, message: "gone")))))
  }

  @Test func shuffleOrdersTheQueueWithTheShuffler() async {
    let player = FakePlayer { _ in .plays([]) }
    let store = PlayStore(
      subsonic: server(), player: player.client, shuffle: { $0.reversed() })
    await store.play(.songs([first.id, second.id]), options: PlayOptions(shuffle: true))
    #expect(store.queue.map(\.id) == [second.id, first.id])
  }

  @Test func resumePlaysTheSavedQueueFromItsCurrentSong() async {
    var client = server()
    client.getPlayQueue = { [first, second] in
      PlayQueue(entries: [first, second], current: second.id, positionMilliseconds: 5_000)
    }
    let player = FakePlayer { _ in .plays([.seconds(1)]) }
    let store = PlayStore(subsonic: client, player: player.client)
    await store.play(.savedQueue)
    #expect(player.records.count == 1)
    #expect(store.state == .finished)
    #expect(reports.values.first == .scrobble(second.id, submission: false))
  }

  @Test func resumeWithoutASavedQueueOrSupportSaysSo() async {
    var client = server()
    client.getPlayQueue = { nil }
    let store = PlayStore(subsonic: client, player: FakePlayer { _ in .hangs }.client)
    await store.play(.savedQueue)
    #expect(store.state == .failed(.nothingSaved))
    client.getPlayQueue = { throw SubsonicError.notSupported(endpoint: "getPlayQueue") }
    let classic = PlayStore(subsonic: client, player: FakePlayer { _ in .hangs }.client)
    await classic.play(.savedQueue)
    #expect(classic.state == .failed(.server(.notSupported(endpoint: "getPlayQueue"))))
    #expect(reports.values.isEmpty)  // nothing played: nothing saved
  }

  @Test func aServerThatKeepsNoQueueIsNotAFailureButAnotherRefusalIsKept() async {
    var client = server()
    client.savePlayQueue = { _, _, _ in throw SubsonicError.notSupported(endpoint: "savePlayQueue")
    }
    let store = PlayStore(subsonic: client, player: FakePlayer { _ in .plays([]) }.client)
    await store.play(.songs([first.id]))
    #expect(store.queueSaveFailure == nil)
    client.savePlayQueue = { _, _, _ in throw SubsonicError.httpStatus(500) }
    let refused = PlayStore(subsonic: client, player: FakePlayer { _ in .plays([]) }.client)
    await refused.play(.songs([first.id]))
    #expect(refused.queueSaveFailure == .httpStatus(500))
    #expect(refused.state == .finished)
  }

  @Test func anAlbumIsItsSongsInOrder() async throws {
    let client = server()
    let album = try await client.getAlbum(PreviewValues.album.id)
    let player = FakePlayer { _ in .plays([]) }
    let store = PlayStore(subsonic: client, player: player.client)
    await store.play(.album(album.id))
    #expect(store.queue == album.songs)
    #expect(player.records.count == album.songs.count)
  }

  @Test func anEmptySelectionIsSaidSoAndAsksNothingMore() async {
    var client = server()
    client.getRandomSongs = { _ in [] }
    let asked = Recorder<String>()
    client.getOpenSubsonicExtensions = {
      asked.record("getOpenSubsonicExtensions")
      return []
    }
    let store = PlayStore(subsonic: client, player: FakePlayer { _ in .hangs }.client)
    await store.play(.random(count: 5))
    #expect(store.state == .failed(.emptyQueue))
    for _ in 0..<20 { await Task.yield() }  // a report's task would have asked by now
    #expect(asked.values == [], "nothing plays, so nothing is reported")
  }

  @Test func aFailedReportIsKeptAndPlayingGoesOn() async {
    var client = server()
    client.scrobble = { _, _, _ in throw SubsonicError.httpStatus(503) }
    let player = FakePlayer { _ in .plays([.seconds(200)]) }
    let store = PlayStore(subsonic: client, player: player.client)
    await store.play(.songs([first.id, second.id]))
    #expect(store.state == .finished)
    #expect(player.records.count == 2)
    #expect(store.reportFailure == .httpStatus(503))
  }

  @Test func theRegistrysClientsAreReadOnceAtCreation() async {
    let player = FakePlayer { _ in .plays([]) }
    let client = server()
    let store = withDependencies {
      $0.subsonicClient = client
      $0.playerClient = player.client
    } operation: {
      PlayStore()
    }
    await store.play(.songs([first.id]))
    #expect(player.records.count == 1)
  }
}

struct ScrobbleRuleTests {
  @Test(arguments: [
    (Duration.seconds(245), Duration.milliseconds(122_500)),
    (.seconds(480), .seconds(240)),
    (.seconds(1_000_000), .seconds(240)),
    (.seconds(2), .seconds(1)),
  ])
  func halfTheLengthOrFourMinutes(length: Duration, threshold: Duration) {
    #expect(ScrobbleRule.threshold(forLength: length) == threshold)
  }

  @Test func anUnknownOrEmptyLengthNeedsFourMinutes() {
    #expect(ScrobbleRule.threshold(forLength: nil) == .seconds(240))
    #expect(ScrobbleRule.threshold(forLength: .zero) == .seconds(240))
  }
}

struct PlayPresentationTests {
  let song = Song(id: "s", title: "Dawn", artist: "Aurora", duration: 187)

  @Test func theLinesNameTheSongItsPlaceAndTheClock() {
    var status = PlayStatus(song: song, index: 1, count: 12, position: .milliseconds(83_900))
    #expect(status.songLine == "2/12 Dawn — Aurora (3:07)")
    #expect(status.statusLine == "Loading 2/12 Dawn — Aurora  1:23 / 3:07")
    status.hasStarted = true
    #expect(status.statusLine == "Playing 2/12 Dawn — Aurora  1:23 / 3:07")
    status.isPaused = true
    #expect(status.statusLine.hasPrefix("Paused 2/12"))
  }

  @Test func aServersLineBreaksAndEscapesNeverBreakTheLine() {
    let hostile = Song(id: "s", title: "Da\nwn\r\u{1B}[2J", artist: "A\u{85}B", duration: 1)
    let status = PlayStatus(song: hostile, index: 0, count: 1)
    for line in [status.songLine, status.statusLine] {
      #expect(
        !line.unicodeScalars.contains { $0.properties.generalCategory == .control }, "\(line)")
    }
  }

  @Test func unknownArtistAndLengthAreLeftOut() {
    let bare = PlayStatus(song: Song(id: "s", title: "Dawn"), index: 0, count: 1)
    #expect(bare.songLine == "1/1 Dawn")
    #expect(bare.statusLine == "Loading 1/1 Dawn  0:00")
  }

  @Test func anEmptyTitleIsShownAsMissingAndABlankArtistLeftOut() {
    let blank = PlayStatus(song: Song(id: "s", title: "", artist: " \u{1B}"), index: 0, count: 1)
    #expect(blank.songLine == "1/1 (no title)")
    #expect(blank.statusLine == "Loading 1/1 (no title)  0:00")
  }
}

struct PlayedJSONTests {
  @Test func everyKeyIsThereNullWhenNothingPlayed() throws {
    let song = Song(id: "s-1", title: "Dawn")
    let played = PlayStatus(song: song, index: 0, count: 1, position: .milliseconds(1_500))
    #expect(
      try PlayedJSON(queue: [song], stoppedAt: played).encoded()
        == "{\n  \"current\" : \"s-1\",\n  \"positionMs\" : 1500,\n  \"queue\" : [\n    \"s-1\"\n  ]\n}"
    )
    let none = try PlayedJSON(queue: [], stoppedAt: nil).encoded()
    let object = try JSONSerialization.jsonObject(with: Data(none.utf8)) as? [String: Any]
    #expect(object?["current"] is NSNull && object?["positionMs"] is NSNull)
    #expect((object?["queue"] as? [Any])?.isEmpty == true)
  }
}
