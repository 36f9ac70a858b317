import DependencyRegistryTesting
import Observation
import PlaylistsFeature
import SubsonicClient
import SubsonicClientInMemory
import Testing

@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct PlaylistsStoreTests {
  @Test func loadingGoesFromIdleThroughLoadingToLoaded() async {
    let (entered, release) = (Gate(), Gate())
    var client = SubsonicClient.unimplemented
    client.getPlaylists = { _ in
      entered.open()
      await release.wait()
      return [Fixtures.morningMix, Fixtures.roadTrip]
    }
    let store = PlaylistsStore(client: client)
    expectEqual(store.state, .idle)

    let loading = Task { await store.load(PlaylistsRequest()) }
    await entered.wait()
    expectEqual(store.state, .loading)
    release.open()
    await loading.value
    expectEqual(store.state, .loaded([Fixtures.morningMix, Fixtures.roadTrip]))
  }

  @Test func stateChangesAreObservable() async {
    var client = SubsonicClient.unimplemented
    client.getPlaylists = { _ in [] }
    let store = PlaylistsStore(client: client)
    let changes = Recorder<Bool>()
    withObservationTracking {
      _ = store.state
    } onChange: {
      changes.record(true)
    }
    await store.load(PlaylistsRequest())
    expectEqual(changes.values, [true])
    expectEqual(store.state, .loaded([]))
  }

  @Test func failureBecomesFailedWithRetryAdvice() async {
    let store = PlaylistsStore(client: .failing(.httpStatus(503)))
    await store.load(PlaylistsRequest())
    expectEqual(store.state, .failed(.httpStatus(503), canRetry: true))

    let forbidden = SubsonicError.api(SubsonicAPIError(code: .notAuthorized))
    let refused = PlaylistsStore(client: .failing(forbidden))
    await refused.load(PlaylistsRequest(username: "bob"))
    expectEqual(refused.state, .failed(forbidden, canRetry: false))
  }

  @Test func retryRepeatsTheLoadForTheSameUser() async {
    let asked = Recorder<String?>()
    var client = SubsonicClient.unimplemented
    client.getPlaylists = { username in
      asked.record(username)
      if asked.values.count == 1 { throw SubsonicError.timedOut(seconds: 10) }
      return [Fixtures.roadTrip]
    }
    let store = PlaylistsStore(client: client)
    await store.load(PlaylistsRequest(username: "alice"))
    expectEqual(store.state, .failed(.timedOut(seconds: 10), canRetry: true))

    await store.retry()
    expectEqual(store.state, .loaded([Fixtures.roadTrip]))
    expectEqual(asked.values, ["alice", "alice"])
    expectEqual(store.request?.username, "alice")
  }

  @Test func retryBeforeAnyLoadDoesNothing() async {
    let store = PlaylistsStore(client: .unimplemented)
    await store.retry()
    expectEqual(store.state, .idle)
  }

  @Test func cancellingTheLoadCancelsTheRequestAndCanBeRetried() async {
    let entered = Gate()
    let sawCancellation = Recorder<Bool>()
    var client = SubsonicClient.unimplemented
    client.getPlaylists = { _ in
      entered.open()
      do {
        try await Task.sleep(for: .seconds(30))
      } catch {
        sawCancellation.record(true)
        throw SubsonicError.cancelled
      }
      return []
    }
    let store = PlaylistsStore(client: client)
    let loading = Task { await store.load(PlaylistsRequest()) }
    await entered.wait()
    loading.cancel()
    await loading.value
    expectEqual(store.state, .failed(.cancelled, canRetry: true))
    expectEqual(sawCancellation.values, [true])
  }

  @Test func newerLoadWinsEvenWhenTheOlderAnswersLast() async {
    let (firstEntered, releaseFirst) = (Gate(), Gate())
    let firstWasCancelled = Recorder<Bool>()
    var client = SubsonicClient.unimplemented
    client.getPlaylists = { username in
      guard username == "alice" else { return [Fixtures.morningMix] }
      firstEntered.open()
      await releaseFirst.wait()
      firstWasCancelled.record(Task.isCancelled)
      return [Fixtures.roadTrip]
    }
    let store = PlaylistsStore(client: client)
    let first = Task { await store.load(PlaylistsRequest(username: "alice")) }
    await firstEntered.wait()
    await store.load(PlaylistsRequest())
    releaseFirst.open()
    await first.value
    expectEqual(store.state, .loaded([Fixtures.morningMix]))
    expectEqual(firstWasCancelled.values, [true])
  }

  @Test(.dependencies { $0.subsonicClient = .inMemory() })
  func storeReadsTheClientFromTheRegistryWhenNoneIsPassed() async {
    let store = PlaylistsStore()
    await store.load(PlaylistsRequest())
    guard case .loaded(let playlists) = store.state else {
      Issue.record("expected a loaded state, got \(store.state)")
      return
    }
    expectEqual(playlists.map(\.name), ["Morning Mix"])
    #expect(playlists.allSatisfy { $0.entries.isEmpty })
  }

  @Test func plainTestContextGivesTheStoreTheUnimplementedClient() async {
    let store = PlaylistsStore()
    await withKnownIssue {
      await store.load(PlaylistsRequest())
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("SubsonicClient.getPlaylists is unimplemented")
      }
    }
    guard case .failed(.unreachable(let reason), _) = store.state else {
      Issue.record("expected a failed state, got \(store.state)")
      return
    }
    #expect(reason.contains("SubsonicClient.getPlaylists is unimplemented"))
  }
}
