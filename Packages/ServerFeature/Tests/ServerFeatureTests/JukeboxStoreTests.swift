import DependencyRegistryTesting
import ServerFeature
import SubsonicClient
import SubsonicClientInMemory
import Testing

/// The jukebox store: one action, the state after it.
@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct JukeboxStoreTests {
  @Test func anActionLoadsTheStateAfterIt() async {
    let store = JukeboxStore(client: .inMemory())
    await store.load(.add(["song-3"]))
    #expect(store.state.value?.currentIndex == 0)
    await store.load(.get)
    #expect(store.state.value?.entries?.map(\.id) == ["song-3"])
  }

  @Test func theJSONHasEveryKeyAndNoEntriesButForGet() throws {
    let json = try JukeboxJSON(.status, JukeboxStatus(playing: true)).encoded()
    for key in ["action", "currentIndex", "playing", "gain", "position", "entries"] {
      #expect(json.contains("\"\(key)\""), "\(key)")
    }
    #expect(json.contains(#""entries" : null"#))
  }
}
