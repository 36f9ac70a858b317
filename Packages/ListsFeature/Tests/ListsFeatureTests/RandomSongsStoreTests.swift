import DependencyRegistryTesting
import ListsFeature
import SubsonicClient
import SubsonicClientInMemory
import Testing

@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct RandomSongsStoreTests {
  @Test func loadSendsTheFilterAndShowsTheSongs() async {
    let asked = Recorder<RandomSongsFilter>()
    var client = SubsonicClient.unimplemented
    client.getRandomSongs = { filter in
      asked.record(filter)
      return [Fixtures.firstLight, Fixtures.bareSong]
    }
    let store = RandomSongsStore(client: client)
    await store.load(RandomSongsFilter())
    await store.load(RandomSongsFilter(size: 500, genre: "Jazz", fromYear: 2000, toYear: 2010))
    expectEqual(store.state, .loaded([Fixtures.firstLight, Fixtures.bareSong]))
    expectEqual(
      asked.values,
      [
        RandomSongsFilter(size: 10),
        RandomSongsFilter(size: 500, genre: "Jazz", fromYear: 2000, toYear: 2010),
      ])
    expectEqual(store.request?.genre, "Jazz")
  }

  @Test(arguments: [0, 501])
  func sizeOutsideOneToFiveHundredIsRejectedWithoutARequest(size: Int) async {
    let store = RandomSongsStore(client: .unimplemented)  // any request would fail the test
    await store.load(RandomSongsFilter(size: size))
    expectEqual(
      store.state,
      .failed(
        .invalidArgument("random song count must be 1...500, got \(size)"), canRetry: false))
  }

  @Test(.dependencies { $0.subsonicClient = .inMemory() })
  func previewLibraryAnswersTheAskedNumberOfDistinctSongs() async {
    let store = RandomSongsStore()
    await store.load(RandomSongsFilter(size: 5))
    let songs = store.state.value ?? []
    expectEqual(songs.count, 5)
    expectEqual(Set(songs.map(\.id)).count, 5)
  }

  @Test func errorOutsideTheClientsContractBecomesAFailureNotACrash() async {
    struct BrokenClientError: Error {}
    var client = SubsonicClient.unimplemented
    client.getRandomSongs = { _ in throw BrokenClientError() }
    let store = RandomSongsStore(client: client)
    await store.load(RandomSongsFilter())
    guard case .failed(.unreachable(let reason), let canRetry) = store.state else {
      Issue.record("expected a failed state, got \(store.state)")
      return
    }
    #expect(reason.contains("BrokenClientError"))
    #expect(canRetry)
  }
}
