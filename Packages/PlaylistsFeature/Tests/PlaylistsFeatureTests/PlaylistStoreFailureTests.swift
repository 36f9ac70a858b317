import DependencyRegistryTesting
import PlaylistsFeature
import SubsonicClient
import Testing

@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct PlaylistStoreFailureTests {
  @Test func failedLoadCanBeRetried() async {
    let reads = Recorder<PlaylistID>()
    var client = SubsonicClient.unimplemented
    client.getPlaylist = { id in
      reads.record(id)
      if reads.values.count == 1 { throw SubsonicError.unreachable("connection refused") }
      return Fixtures.morningMix
    }
    let store = PlaylistStore(client: client)
    await store.load("playlist-1")
    expectEqual(
      store.state, .failed(.load("playlist-1", .unreachable("connection refused")), canRetry: true))
    await store.retry()
    expectEqual(store.state, .loaded(Fixtures.morningMix))
    expectEqual(reads.values, ["playlist-1", "playlist-1"])
  }

  @Test func loadOfAnUnknownPlaylistIsNotRetryable() async {
    let notFound = SubsonicError.api(SubsonicAPIError(code: .notFound))
    let store = PlaylistStore(client: .failing(notFound))
    await store.load("nope")
    expectEqual(store.state, .failed(.load("nope", notFound), canRetry: false))
  }

  @Test func failedWriteIsNeverRetried() async {
    let updates = Recorder<PlaylistUpdate>()
    var client = SubsonicClient.unimplemented
    client.updatePlaylist = { _, update in
      updates.record(update)
      throw SubsonicError.timedOut(seconds: 30)
    }
    let store = PlaylistStore(client: client)
    await store.rename("playlist-1", to: "Evening")
    let failure = PlaylistFailure.change(
      .rename("playlist-1", to: "Evening"), .timedOut(seconds: 30))
    expectEqual(store.state, .failed(failure, canRetry: false))
    #expect(failure.changeMayHaveBeenApplied)
    expectEqual(
      failure.description,
      #"could not rename playlist playlist-1 to "Evening": the Subsonic server gave no"#
        + " complete answer within 30 s (the server may have applied it anyway; it was not"
        + " retried)")

    await store.retry()
    expectEqual(store.state, .failed(failure, canRetry: false))
    expectEqual(updates.values.count, 1)
  }

  @Test func failedCreateIsNeverRetried() async {
    let creates = Recorder<String>()
    var client = SubsonicClient.unimplemented
    client.createPlaylist = { name, _ in
      creates.record(name)
      throw SubsonicError.httpStatus(503)
    }
    let store = PlaylistStore(client: client)
    await store.create(named: "Road Trip")
    let failure = PlaylistFailure.change(.create(name: "Road Trip", songs: []), .httpStatus(503))
    expectEqual(store.state, .failed(failure, canRetry: false))
    #expect(!failure.changeMayHaveBeenApplied)
    await store.retry()
    expectEqual(creates.values, ["Road Trip"])
  }

  @Test func failedReadBackIsRetriedByReadingOnly() async {
    let calls = Recorder<String>()
    var client = SubsonicClient.unimplemented
    client.updatePlaylist = { _, _ in calls.record("updatePlaylist") }
    client.getPlaylist = { _ in
      calls.record("getPlaylist")
      if calls.values.count == 2 { throw SubsonicError.httpStatus(502) }
      return Fixtures.morningMix
    }
    let store = PlaylistStore(client: client)
    await store.add(["song-1"], to: "playlist-1")
    let change = PlaylistChange.add(["song-1"], to: "playlist-1")
    expectEqual(store.state, .failed(.readBack(change, .httpStatus(502)), canRetry: true))
    expectEqual(
      PlaylistFailure.readBack(change, .httpStatus(502)).description,
      "add 1 song to playlist playlist-1: done, but reading the playlist back failed:"
        + " the Subsonic server answered HTTP 502")

    await store.retry()
    expectEqual(store.state, .loaded(Fixtures.morningMix))
    expectEqual(calls.values, ["updatePlaylist", "getPlaylist", "getPlaylist"])
  }

  @Test func failedSearchForACreatedPlaylistIsRetriedWithoutCreatingAgain() async {
    let calls = Recorder<String>()
    var client = SubsonicClient.unimplemented
    client.createPlaylist = { _, _ in
      calls.record("createPlaylist")
      return nil
    }
    client.getPlaylists = { _ in
      calls.record("getPlaylists")
      if calls.values.count == 2 { throw SubsonicError.unreachable("connection reset") }
      return [Fixtures.roadTrip]
    }
    client.getPlaylist = { id in
      calls.record("getPlaylist \(id)")
      return Fixtures.roadTrip
    }
    let store = PlaylistStore(client: client)
    await store.create(named: "Road Trip")
    guard case .failed(.readBack, canRetry: true) = store.state else {
      Issue.record("expected a retryable read-back failure, got \(store.state)")
      return
    }
    await store.retry()
    expectEqual(store.state, .loaded(Fixtures.roadTrip))
    expectEqual(calls.values, ["createPlaylist", "getPlaylists", "getPlaylists", "getPlaylist 7"])
  }

  @Test func failedReadBeforeARemovalChangesNothingAndIsNotRetried() async {
    let reads = Recorder<PlaylistID>()
    var client = SubsonicClient.unimplemented
    client.getPlaylist = { id in
      reads.record(id)
      throw SubsonicError.timedOut(seconds: 5)
    }
    let store = PlaylistStore(client: client)
    await store.remove(positions: [1], from: "playlist-1")
    let change = PlaylistChange.remove(positions: [1], from: "playlist-1")
    expectEqual(store.state, .failed(.check(change, .timedOut(seconds: 5)), canRetry: false))
    await store.retry()
    expectEqual(reads.values, ["playlist-1"])
  }

  @Test func cancellingAChangeCancelsTheClientCall() async {
    let entered = Gate()
    let sawCancellation = Recorder<Bool>()
    var client = SubsonicClient.unimplemented
    client.updatePlaylist = { _, _ in
      entered.open()
      do {
        try await Task.sleep(for: .seconds(30))
      } catch {
        sawCancellation.record(true)
        throw SubsonicError.cancelled
      }
    }
    let store = PlaylistStore(client: client)
    let renaming = Task { await store.rename("playlist-1", to: "Evening") }
    await entered.wait()
    expectEqual(store.state, .loading)
    renaming.cancel()
    await renaming.value
    expectEqual(sawCancellation.values, [true])
    expectEqual(
      store.state,
      .failed(.change(.rename("playlist-1", to: "Evening"), .cancelled), canRetry: false))
  }

  @Test func newerRequestOwnsTheStateButDoesNotCutAnOlderChangeShort() async {
    let (updateEntered, releaseUpdate) = (Gate(), Gate())
    let updateWasCancelled = Recorder<Bool>()
    var client = SubsonicClient.unimplemented
    client.updatePlaylist = { _, _ in
      updateEntered.open()
      await releaseUpdate.wait()
      updateWasCancelled.record(Task.isCancelled)
    }
    client.getPlaylist = { id in id == "7" ? Fixtures.roadTrip : Fixtures.morningMix }
    let store = PlaylistStore(client: client)
    let renaming = Task { await store.rename("playlist-1", to: "Evening") }
    await updateEntered.wait()
    await store.load("7")
    expectEqual(store.state, .loaded(Fixtures.roadTrip))
    releaseUpdate.open()
    await renaming.value
    expectEqual(store.state, .loaded(Fixtures.roadTrip))
    expectEqual(updateWasCancelled.values, [false])
  }

  @Test func errorOutsideTheClientsContractBecomesAFailureNotACrash() async {
    struct BrokenClientError: Error {}
    var client = SubsonicClient.unimplemented
    client.getPlaylist = { _ in throw BrokenClientError() }
    let store = PlaylistStore(client: client)
    await store.load("playlist-1")
    guard case .failed(.load(_, .unreachable(let reason)), _) = store.state else {
      Issue.record("expected a failed load, got \(store.state)")
      return
    }
    #expect(reason.contains("BrokenClientError"))
  }
}
