import DependencyRegistryTesting
import SearchFeature
import SubsonicClient
import SubsonicClientInMemory
import Testing

/// One-shot search, retry, cancellation, errors, and where the store finds its client.
@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct SearchStoreTests {
  @Test func searchAsksAtOnceWithoutTheDebounce() async {
    let (sleeper, asked) = (ManualSleeper(), Recorder<SearchQuery>())
    let store = SearchStore(
      client: Fixtures.search(recording: asked), sleeper: sleeper.sleeper)
    await store.search("sun")
    #expect(sleeper.durations.isEmpty)
    expectEqual(asked.values.map(\.text), ["sun"])
    let results = store.state.results
    expectEqual(results?.artists, [Fixtures.midnightSun])
    expectEqual(results?.albums, [Fixtures.solstice])
    expectEqual(results?.songs, [Fixtures.sunNeverSets, Fixtures.sunsetBoulevard])
    expectEqual(results?.artistCount, 1)
    expectEqual(results?.albumCount, 1)
    expectEqual(results?.songCount, 2)
    expectEqual(results?.hasMoreSongs, false)
  }

  @Test func blankOneShotSearchClearsWithoutARequest() async {
    let asked = Recorder<SearchQuery>()
    let store = SearchStore(client: Fixtures.search(recording: asked))
    await store.search("sun")
    await store.search(" ")
    expectEqual(store.state, .idle)
    expectEqual(asked.values.count, 1)
  }

  @Test func searchSupersedesAQueryStillWaitingForTheDebounce() async {
    let (sleeper, asked) = (ManualSleeper(), Recorder<SearchQuery>())
    let store = SearchStore(
      client: Fixtures.search(recording: asked), sleeper: sleeper.sleeper)
    let typing = Task { await store.updateQuery("moon") }
    await sleeper.waitForSleeps(1)
    await store.search("sun")
    sleeper.releaseAll()
    await typing.value
    expectEqual(asked.values.map(\.text), ["sun"])
    expectEqual(store.state.results?.query, "sun")
  }

  @Test func retryAfterFailureRepeatsTheLastRequest() async {
    let asked = Recorder<SearchQuery>()
    var client = SubsonicClient.unimplemented
    client.search3 = { query in
      asked.record(query)
      if asked.values.count == 1 { throw SubsonicError.unreachable("connection refused") }
      return Fixtures.sun
    }
    let store = SearchStore(client: client, sleeper: .immediate)
    await store.updateQuery("sun")
    expectEqual(store.state, .failed(.unreachable("connection refused"), canRetry: true))
    expectEqual(store.state.failure, .unreachable("connection refused"))
    await store.retry()
    expectEqual(store.state.results?.songCount, 2)
    expectEqual(asked.values.map(\.text), ["sun", "sun"])
  }

  @Test func retryDoesNothingBeforeAnySearchOrAfterClearing() async {
    let asked = Recorder<SearchQuery>()
    let store = SearchStore(client: Fixtures.search(recording: asked))
    await store.retry()
    #expect(asked.values.isEmpty)
    await store.search("sun")
    await store.search("")
    await store.retry()
    expectEqual(store.state, .idle)
    expectEqual(asked.values.count, 1)
  }

  @Test func serverRefusalIsNotRetryable() async {
    let refused = SubsonicError.api(SubsonicAPIError(code: .notAuthorized))
    let store = SearchStore(client: .failing(refused))
    await store.search("sun")
    expectEqual(store.state, .failed(refused, canRetry: false))
  }

  @Test func cancellingTheSearchLeavesACancelledFailure() async {
    let entered = Gate()
    var client = SubsonicClient.unimplemented
    client.search3 = { _ in
      entered.open()
      try await Task.sleep(for: .seconds(30))
      return Fixtures.sun
    }
    let store = SearchStore(client: client)
    let searching = Task { await store.search("sun") }
    await entered.wait()
    searching.cancel()
    await searching.value
    expectEqual(store.state, .failed(.cancelled, canRetry: true))
  }

  @Test func errorOutsideTheClientsContractBecomesAFailureNotACrash() async {
    struct BrokenClientError: Error {}
    var client = SubsonicClient.unimplemented
    client.search3 = { _ in throw BrokenClientError() }
    let store = SearchStore(client: client)
    await store.search("sun")
    guard case .failed(.unreachable(let reason), true) = store.state else {
      Issue.record("expected a retryable failure, got \(store.state)")
      return
    }
    #expect(reason.contains("BrokenClientError"))
  }

  @Test(.dependencies { $0.subsonicClient = .inMemory() })
  func storeReadsTheClientFromTheRegistryWhenNoneIsPassed() async {
    let store = SearchStore()
    await store.search("SUN")
    let results = store.state.results
    expectEqual(results?.artists.map(\.name), ["The Midnight Sun"])
    expectEqual(results?.albums.map(\.name), [])
    expectEqual(results?.songs.map(\.title).sorted(), ["Sun Never Sets", "Sunset Boulevard"])
  }

  @Test func plainTestContextGivesTheStoreTheUnimplementedClient() async {
    let store = SearchStore()
    await withKnownIssue {
      await store.search("sun")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("SubsonicClient.search3 is unimplemented") }
    }
    #expect(store.state.failure != nil)
  }
}
