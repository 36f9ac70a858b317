import DependencyRegistry
import DependencyRegistryTesting
import Foundation
import PlayerClient
import SubsonicClient
import SubsonicClientInMemory
import Testing

@testable import PlayFeature

/// The first song begins where the selection says (a saved queue's position, a bookmark's): mpv
/// seeks there, a pipe player gets the audio from there when the server offers
/// `transcodeOffset`, else plays from the start and says so; a pause saves the position.
@MainActor
@Suite(.timeLimit(.minutes(1)), .dependencies { $0.sleeper = ManualSleeper().sleeper })
struct PlayStoreStartTests {
  /// What the server was asked: each stream's options, each save.
  private enum Request: Sendable, Equatable {
    case stream(SongID, StreamOptions)
    case saved(current: SongID?, milliseconds: Int?)
  }

  private let requests = Recorder<Request>()
  // Songs of the in-memory library: 187 s and 224 s long.
  private let first = PreviewValues.firstLight
  private let second = PreviewValues.birdsong

  /// The in-memory server, its streams and saves recorded, listing `extensions`, with a queue
  /// saved 83.5 s into `second` and a bookmark 61 s into `first`.
  private func server(extensions: [String] = []) -> SubsonicClient {
    var client = SubsonicClient.inMemory()
    let (requests, first, second) = (self.requests, self.first, self.second)
    let stream = client.stream
    client.getOpenSubsonicExtensions = {
      extensions.map { OpenSubsonicExtension(name: $0, versions: [1]) }
    }
    client.stream = { id, options, receive in
      requests.record(.stream(id, options))
      return try await stream(id, options, receive)
    }
    client.getPlayQueue = {
      PlayQueue(entries: [first, second], current: second.id, positionMilliseconds: 83_500)
    }
    client.savePlayQueue = { _, current, milliseconds in
      requests.record(.saved(current: current, milliseconds: milliseconds))
    }
    client.getBookmarks = { [Bookmark(entry: first, positionMilliseconds: 61_000)] }
    return client
  }

  private var streams: [Request] {
    requests.values.filter { if case .stream = $0 { true } else { false } }
  }

  @Test func resumeSeeksToTheSavedPositionAtOnceWhenThePlayerCan() async {
    let player = FakePlayer { _ in .plays([.seconds(90)]) }
    let store = PlayStore(subsonic: server(), player: player.client)
    await store.play(.savedQueue)
    #expect(store.state == .finished)
    #expect(player.records.map(\.seeks) == [[.absolute(.milliseconds(83_500))]])
    #expect(streams == [.stream(second.id, StreamOptions())])
    #expect(store.controlMessage == nil)
  }

  @Test func mpvSeeksOnceTheSongPlays() async {
    let player = FakePlayer(controlsOnceStarted: true) { _ in .plays([.seconds(90)]) }
    let store = PlayStore(subsonic: server(), player: player.client)
    await store.play(.savedQueue)
    #expect(player.records.map(\.seeks) == [[.absolute(.milliseconds(83_500))]])
    #expect(store.controlMessage == nil)
  }

  @Test func onlyTheFirstSongBeginsPartWay() async {
    var client = server()
    client.getPlayQueue = { [first, second] in
      PlayQueue(entries: [first, second], current: first.id, positionMilliseconds: 10_000)
    }
    let player = FakePlayer { _ in .plays([.seconds(1)]) }
    await PlayStore(subsonic: client, player: player.client).play(.savedQueue)
    #expect(player.records.map(\.seeks) == [[.absolute(.seconds(10))], []])
  }

  @Test func aPipePlayerGetsTheAudioFromThePositionWhenTheServerOffersTranscodeOffset() async {
    let player = FakePlayer(controlFailure: FakePlayer.withoutControls) { _ in
      .plays([.seconds(2)])
    }
    let store = PlayStore(
      subsonic: server(extensions: ["songLyrics", "transcodeOffset"]), player: player.client)
    await store.play(.savedQueue, options: PlayOptions(stream: StreamOptions(format: "mp3")))
    #expect(streams == [.stream(second.id, StreamOptions(format: "mp3", timeOffset: 83))])
    #expect(store.controlMessage == nil)
    // The player's positions count from the offset.
    #expect(store.stoppedAt?.position == .seconds(85))
    #expect(requests.values.last == .saved(current: second.id, milliseconds: 85_000))
  }

  @Test func aPipePlayerWithoutTheExtensionPlaysFromTheStartAndSaysSo() async {
    let player = FakePlayer(controlFailure: FakePlayer.withoutControls) { _ in .hangs }
    let store = PlayStore(subsonic: server(extensions: ["songLyrics"]), player: player.client)
    let playing = Task { await store.play(.savedQueue) }
    await observedUntil { store.controlMessage != nil }
    #expect(
      store.controlMessage
        == "Playing from the start: the player cannot seek to 1:23 (mpv can), nor the server"
        + " begin there (no transcodeOffset)")
    #expect(!store.playerLacksControls)  // the seek keys still say it once, when used
    await store.quit()
    await playing.value
    #expect(streams == [.stream(second.id, StreamOptions())])
  }

  @Test func aBookmarkPlaysItsSongFromItsPosition() async {
    let player = FakePlayer { _ in .plays([.seconds(62)]) }
    let store = PlayStore(subsonic: server(), player: player.client)
    await store.play(.bookmark(first.id))
    #expect(store.queue.map(\.id) == [first.id])
    #expect(player.records.map(\.seeks) == [[.absolute(.seconds(61))]])
  }

  @Test func aSongWithoutABookmarkIsNotFoundNamingIt() async {
    let store = PlayStore(subsonic: server(), player: FakePlayer { _ in .hangs }.client)
    await store.play(.bookmark(second.id))
    #expect(store.state == .failed(.noBookmark(song: "“Birdsong” (\(second.id.rawValue))")))
    #expect(
      PlayFailure.noBookmark(song: "“Bird\nsong” (so-2)").description
        == "no bookmark on “Bird song” (so-2): nothing to resume")
  }

  @Test func aHostilePositionBeginsAtTheStart() async throws {
    var client = server()
    for milliseconds in [-5, Int.max, Int.min] {
      client.getPlayQueue = { [first] in
        PlayQueue(entries: [first], current: first.id, positionMilliseconds: milliseconds)
      }
      let built = try await PlayQueueBuilder(client: client).queueAndPosition(for: .savedQueue)
      #expect(built.position == .zero)
    }
    client.getPlayQueue = { [first] in
      PlayQueue(entries: [first], current: "elsewhere", positionMilliseconds: 9_000)
    }
    let elsewhere = try await PlayQueueBuilder(client: client).queueAndPosition(for: .savedQueue)
    #expect(elsewhere == PlayQueueStart(songs: [first]))
  }

  @Test func shuffleBeginsAtTheStart() async {
    let player = FakePlayer { _ in .plays([]) }
    let store = PlayStore(subsonic: server(), player: player.client, shuffle: { $0 })
    await store.play(.savedQueue, options: PlayOptions(shuffle: true))
    #expect(player.records.allSatisfy { $0.seeks.isEmpty })
  }

  @Test func aPauseSavesTheQueueWithThePositionAndGoingOnDoesNot() async throws {
    let player = FakePlayer { _ in .hangsAfter([.seconds(42)]) }
    let store = PlayStore(subsonic: server(), player: player.client)
    let playing = Task { await store.play(.songs([first.id, second.id])) }
    await observedUntil {
      if case .playing(let status) = store.state { status.position == .seconds(42) } else { false }
    }
    await store.togglePause()
    await store.pauseSave?.value
    #expect(requests.values.last == .saved(current: first.id, milliseconds: 42_000))
    await store.togglePause()  // going on saves nothing
    await store.quit()
    await playing.value
    let saves = requests.values.filter { if case .saved = $0 { true } else { false } }
    #expect(saves.count == 2)  // the pause, the end
  }

  @Test func aFailedSaveAtAPauseIsKeptUntilASaveWorks() async throws {
    var client = server()
    let refuses = Recorder<Bool>()
    client.savePlayQueue = { _, _, _ in
      if refuses.values.isEmpty {
        refuses.record(true)
        throw SubsonicError.httpStatus(500)
      }
    }
    let player = FakePlayer { _ in .hangs }
    let store = PlayStore(subsonic: client, player: player.client)
    let playing = Task { await store.play(.songs([first.id])) }
    await observedUntil {
      if case .playing(let status) = store.state { status.hasStarted } else { false }
    }
    await store.togglePause()
    await store.pauseSave?.value
    #expect(store.queueSaveFailure == .httpStatus(500))
    #expect(store.state != .failed(.server(.httpStatus(500))))  // playing goes on
    await store.quit()
    await playing.value
    #expect(store.queueSaveFailure == nil)
  }
}
