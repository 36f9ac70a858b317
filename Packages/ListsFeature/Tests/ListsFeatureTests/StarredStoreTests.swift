import DependencyRegistryTesting
import ListsFeature
import SubsonicClient
import Testing

@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct StarredStoreTests {
  @Test func loadSendsTheFolderAndShowsEverythingStarred() async {
    let asked = Recorder<MusicFolderID?>()
    let starred = Starred(albums: [Fixtures.northernLights], songs: [Fixtures.firstLight])
    var client = SubsonicClient.unimplemented
    client.getStarred2 = { folder in
      asked.record(folder)
      return starred
    }
    let store = StarredStore(client: client)
    await store.load("2")
    expectEqual(store.state, .loaded(starred))
    expectEqual(store.request, "2")
    expectEqual(asked.values, ["2"])
  }

  @Test func cancellingTheLoadLeavesACancelledFailureThatCanBeRetried() async {
    let entered = Gate()
    let calls = Recorder<MusicFolderID?>()
    var client = SubsonicClient.unimplemented
    client.getStarred2 = { folder in
      calls.record(folder)
      if calls.values.count == 1 {
        entered.open()
        try await Task.sleep(for: .seconds(30))
      }
      return Starred(songs: [Fixtures.firstLight])
    }
    let store = StarredStore(client: client)
    let loading = Task { await store.load(nil) }
    await entered.wait()
    loading.cancel()
    await loading.value
    expectEqual(store.state, .failed(.cancelled, canRetry: true))

    await store.retry()
    expectEqual(store.state, .loaded(Starred(songs: [Fixtures.firstLight])))
    expectEqual(calls.values, [nil, nil])
  }
}
