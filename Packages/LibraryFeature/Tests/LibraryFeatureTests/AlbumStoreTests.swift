import DependencyRegistryTesting
import LibraryFeature
import SubsonicClient
import Testing

@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct AlbumStoreTests {
  @Test func albumSongsAreInTrackOrderEvenWhenTheServerIsNot() async {
    var client = SubsonicClient.unimplemented
    client.getAlbum = { _ in Fixtures.shuffledTwoDiscAlbum }
    let store = AlbumStore(client: client)
    await store.load("album-9")
    #expect(
      store.state.value?.songs.map(\.id.rawValue) == ["d1t1", "d1t2", "d1t3", "d2t1", "d2t2"])
  }
}
