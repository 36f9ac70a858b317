import DependencyRegistry
import DependencyRegistryTesting
import PlayFeature
import PlayerClient
import SubsonicClient
import SubsonicClientInMemory
import Testing

/// The queue as the full-screen client grows it: songs already on the screen play without a
/// request, and songs added while a queue plays (or is built) are played after it, in order.
@MainActor
@Suite(.timeLimit(.minutes(1)), .dependencies { $0.sleeper = ManualSleeper().sleeper })
struct PlayStoreQueueTests {
  private let first = PreviewValues.firstLight
  private let second = PreviewValues.birdsong

  private func isPlaying(_ store: PlayStore, index: Int) -> Bool {
    guard case .playing(let status) = store.state else { return false }
    return status.index == index && status.hasStarted
  }

  @Test func loadedSongsPlayFromTheOneChosenWithoutAskingForThem() async {
    let asked = Recorder<SongID>()
    var client = SubsonicClient.inMemory()
    client.getSong = { id in
      asked.record(id)
      throw SubsonicError.httpStatus(500)
    }
    let player = FakePlayer { _ in .plays([.seconds(1)]) }
    let store = PlayStore(subsonic: client, player: player.client)
    await store.play(.loaded([first, second], start: 1))
    #expect(store.state == .finished)
    #expect(store.queue == [first, second])
    #expect(player.records.count == 1)  // from the second song on
    #expect(store.stoppedAt?.song == second)
    #expect(asked.values.isEmpty)
  }

  @Test func songsAddedWhileTheQueuePlaysArePlayedAfterItInOrder() async throws {
    let client = SubsonicClient.inMemory()
    let album = try await client.getAlbum(PreviewValues.album.id).songs
    let player = FakePlayer { $0 == 0 ? .hangs : .plays([.seconds(1)]) }
    let store = PlayStore(subsonic: client, player: player.client)
    let playing = Task { await store.play(.loaded([first], start: 0)) }
    await observedUntil { isPlaying(store, index: 0) }
    let added = try await store.enqueue(.album(PreviewValues.album.id))
    #expect(added == album)
    guard case .playing(let status) = store.state else {
      Issue.record("not playing: \(store.state)")
      return
    }
    #expect(status.count == 1 + album.count)  // the song playing knows the queue grew
    await store.next()
    await playing.value
    #expect(store.queue == [first] + album)
    #expect(player.records.count == 1 + album.count)
    #expect(store.stoppedAt?.index == album.count)
  }

  @Test func aSelectionThatFailsToLoadIsThrownAndTheQueueKept() async {
    var client = SubsonicClient.inMemory()
    client.getAlbum = { _ in throw SubsonicError.httpStatus(503) }
    let store = PlayStore(subsonic: client, player: FakePlayer { _ in .hangs }.client)
    await #expect(throws: PlayFailure.server(.httpStatus(503))) {
      try await store.enqueue(.album(PreviewValues.album.id))
    }
    #expect(store.queue.isEmpty)
  }

  @Test func aLoadedSelectionPastTheLimitBeginsAtTheSongChosen() async throws {
    let songs = (0..<(PlayQueueBuilder.maximumSongs + 5)).map { number in
      Song(id: SongID("s\(number)"), title: "Song \(number)")
    }
    let (queue, start) = try await PlayQueueBuilder(client: .inMemory())
      .queue(for: .loaded(songs, start: PlayQueueBuilder.maximumSongs + 2))
    #expect(start == 0)
    #expect(queue.map(\.title) == ["Song 1002", "Song 1003", "Song 1004"])
  }
}
