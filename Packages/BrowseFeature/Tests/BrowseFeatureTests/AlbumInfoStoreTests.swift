import BrowseFeature
import DependencyRegistryTesting
import Foundation
import SubsonicClient
import SubsonicClientInMemory
import Testing

@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct AlbumInfoStoreTests {
  @Test(.dependencies { $0.subsonicClient = .inMemory() })
  func loadsTheAlbumsNotesFromTheRegistrysClient() async {
    let store = AlbumInfoStore()
    await store.load("album-1")
    expectEqual(store.state.value?.notes, "Dawn Chorus: Ambient by Aurora Vale, 2019.")
    expectEqual(store.request, "album-1")
  }

  @Test func anAlbumTheServerLacksFailsWithoutRetry() async {
    var client = SubsonicClient.unimplemented
    client.getAlbumInfo2 = { _ in throw SubsonicError.itemNotFound(kind: "album", item: "al-9") }
    let store = AlbumInfoStore(client: client)
    await store.load("al-9")
    guard case .failed(.itemNotFound(kind: "album", item: "al-9"), let canRetry) = store.state
    else {
      Issue.record("expected the item not found, got \(store.state)")
      return
    }
    #expect(!canRetry)
  }

  @Test func jsonHasEveryKeyWithNullForWhatIsUnknown() throws {
    let info = AlbumInfo(
      notes: "Notes", musicBrainzID: "6e1d48f7",
      largeImageURL: URL(string: "http://127.0.0.1/art/large.jpg"))
    expectEqual(
      try AlbumInfoJSON(info).encoded(),
      """
      {
        "largeImageUrl" : "http://127.0.0.1/art/large.jpg",
        "lastFmUrl" : null,
        "mediumImageUrl" : null,
        "musicBrainzId" : "6e1d48f7",
        "notes" : "Notes",
        "smallImageUrl" : null
      }
      """)
  }
}
