import BrowseFeature
import DependencyRegistryTesting
import Observation
import SubsonicClient
import Testing

/// The behaviour every library store shares (idle, loading, loaded, failed; retry; superseding;
/// cancellation), each shown on one store.
@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct StoreLifecycleTests {
  @Test func loadingGoesFromIdleThroughLoadingToLoaded() async {
    let (entered, release) = (Gate(), Gate())
    let folders = Recorder<MusicFolderID?>()
    var client = SubsonicClient.unimplemented
    client.getArtists = { folder in
      folders.record(folder)
      entered.open()
      await release.wait()
      return Fixtures.indexes
    }
    let store = ArtistsStore(client: client)
    expectEqual(store.state, .idle)
    expectEqual(store.request, nil)

    let loading = Task { await store.load("1") }
    await entered.wait()
    expectEqual(store.state, .loading)
    expectEqual(store.request, "1")

    release.open()
    await loading.value
    expectEqual(store.state, .loaded(Fixtures.indexes))
    expectEqual(
      store.state.value?.flatMap(\.artists).map(\.name), ["Aurora Vale", "The Midnight Sun"])
    expectEqual(folders.values, ["1"])
  }

  @Test func stateChangesAreObservable() async {
    var client = SubsonicClient.unimplemented
    client.getSong = { _ in Fixtures.firstLight }
    let store = SongStore(client: client)
    let changes = Recorder<Bool>()
    withObservationTracking {
      _ = store.state
    } onChange: {
      changes.record(true)
    }
    await store.load("song-1")
    expectEqual(changes.values, [true])
    expectEqual(store.state, .loaded(Fixtures.firstLight))
  }

  @Test func retryAfterFailureRepeatsTheLastRequest() async {
    let asked = Recorder<AlbumID>()
    var client = SubsonicClient.unimplemented
    client.getAlbum = { id in
      asked.record(id)
      if asked.values.count == 1 { throw SubsonicError.unreachable("connection refused") }
      return Fixtures.dawnChorus
    }
    let store = AlbumStore(client: client)
    await store.load("album-1")
    expectEqual(store.state, .failed(.unreachable("connection refused"), canRetry: true))
    expectEqual(store.state.failure, .unreachable("connection refused"))

    await store.retry()
    expectEqual(store.state, .loaded(Fixtures.dawnChorus))
    expectEqual(asked.values, ["album-1", "album-1"])
  }

  @Test func retryBeforeAnyLoadDoesNothing() async {
    let store = ArtistStore(client: .unimplemented)
    await store.retry()
    expectEqual(store.state, .idle)
    expectEqual(store.request, nil)
  }

  @Test func serverRefusalIsAFailureThatRetryWillNotFix() async {
    let notFound = SubsonicError.api(SubsonicAPIError(code: .notFound, message: "Song not found"))
    let store = SongStore(client: .failing(notFound))
    await store.load("song-404")
    expectEqual(store.state, .failed(notFound, canRetry: false))
    expectEqual(store.request, "song-404")
  }

  @Test func supersedingLoadWinsEvenWhenTheFirstAnswersLast() async {
    let (firstEntered, releaseFirst) = (Gate(), Gate())
    let firstWasCancelled = Recorder<Bool>()
    var client = SubsonicClient.unimplemented
    client.getArtist = { id in
      guard id == "artist-1" else { return Fixtures.midnightSun }
      firstEntered.open()
      await releaseFirst.wait()  // answers, stale, after the second load finished
      firstWasCancelled.record(Task.isCancelled)
      return Fixtures.aurora
    }
    let store = ArtistStore(client: client)
    let first = Task { await store.load("artist-1") }
    await firstEntered.wait()

    await store.load("artist-2")
    expectEqual(store.state, .loaded(Fixtures.midnightSun))

    releaseFirst.open()
    await first.value
    expectEqual(store.state, .loaded(Fixtures.midnightSun))
    expectEqual(store.request, "artist-2")
    expectEqual(firstWasCancelled.values, [true])
  }

  @Test func supersededFailureDoesNotOverwriteTheNewerValue() async {
    let (firstEntered, releaseFirst) = (Gate(), Gate())
    var client = SubsonicClient.unimplemented
    client.getSong = { id in
      guard id == "song-1" else { return Fixtures.bareSong }
      firstEntered.open()
      await releaseFirst.wait()
      throw SubsonicError.timedOut(seconds: 30)
    }
    let store = SongStore(client: client)
    let first = Task { await store.load("song-1") }
    await firstEntered.wait()
    await store.load("song-x")
    releaseFirst.open()
    await first.value
    expectEqual(store.state, .loaded(Fixtures.bareSong))
  }

  @Test func cancellingTheLoadLeavesACancelledFailureThatCanBeRetried() async {
    let entered = Gate()
    let calls = Recorder<MusicFolderID?>()
    var client = SubsonicClient.unimplemented
    client.getArtists = { folder in
      calls.record(folder)
      if calls.values.count == 1 {
        entered.open()
        try await Task.sleep(for: .seconds(30))
      }
      return Fixtures.indexes
    }
    let store = ArtistsStore(client: client)
    let loading = Task { await store.load(nil) }
    await entered.wait()
    loading.cancel()
    await loading.value
    expectEqual(store.state, .failed(.cancelled, canRetry: true))

    await store.retry()
    expectEqual(store.state, .loaded(Fixtures.indexes))
    expectEqual(calls.values, [nil, nil])
  }

  @Test func errorOutsideTheClientsContractBecomesAFailureNotACrash() async {
    struct BrokenClientError: Error {}
    var client = SubsonicClient.unimplemented
    client.getAlbum = { _ in throw BrokenClientError() }
    let store = AlbumStore(client: client)
    await store.load("album-1")
    guard case .failed(.unreachable(let reason), let canRetry) = store.state else {
      Issue.record("expected a failed state, got \(store.state)")
      return
    }
    #expect(reason.contains("BrokenClientError"))
    #expect(canRetry)
  }
}
