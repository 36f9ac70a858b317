import BrowseFeature
import DependencyRegistryTesting
import SubsonicClient
import Testing

@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct ArtistSongsStoresTests {
  @Test func topSongsAreAskedByTheArtistsNameOrID() async {
    let asked = Recorder<ArtistSongsRequest<TopSongsArtist>>()
    var client = SubsonicClient.unimplemented
    client.getTopSongs = { artist, count in
      asked.record(ArtistSongsRequest(artist: artist, count: count ?? 0))
      return [Song(id: "s-1", title: "Hit")]
    }
    let store = TopSongsStore(client: client)
    await store.load(ArtistSongsRequest(artist: .name("Aurora Vale"), count: 5))
    expectEqual(store.state.value, [Song(id: "s-1", title: "Hit")])
    await store.load(ArtistSongsRequest(artist: .id("ar-1"), count: 3))
    expectEqual(store.state.value, [Song(id: "s-1", title: "Hit")])
    expectEqual(
      asked.values,
      [
        ArtistSongsRequest(artist: .name("Aurora Vale"), count: 5),
        ArtistSongsRequest(artist: .id("ar-1"), count: 3),
      ])
  }

  @Test func noTopSongsForAnIDTheServerDoesNotKnowIsNotFound() async {
    let notFound = SubsonicError.api(SubsonicAPIError(code: .notFound, message: "Artist not found"))
    var client = SubsonicClient.unimplemented
    client.getTopSongs = { _, _ in [] }
    client.getArtist = { id in
      guard id == "ar-1" else { throw notFound }
      return Artist(id: id, name: "Aurora Vale")
    }
    let store = TopSongsStore(client: client)
    await store.load(ArtistSongsRequest(artist: .id("ar-1"), count: 3))
    expectEqual(store.state.value, [])
    await store.load(ArtistSongsRequest(artist: .id("ar-9"), count: 3))
    guard case .failed(notFound, false) = store.state else {
      Issue.record("\(store.state)")
      return
    }
  }

  @Test func similarSongsAreAskedByTheArtistsID() async {
    let asked = Recorder<String>()
    var client = SubsonicClient.unimplemented
    client.getSimilarSongs2 = { id, count in
      asked.record("\(id.rawValue) \(count.map(String.init) ?? "-")")
      return [Song(id: "s-2", title: "Alike")]
    }
    let store = SimilarSongsStore(client: client)
    await store.load(ArtistSongsRequest(artist: ArtistID("ar-1"), count: 20))
    expectEqual(store.state.value, [Song(id: "s-2", title: "Alike")])
    expectEqual(asked.values, ["ar-1 20"])
  }

  @Test(arguments: [0, 501])
  func aCountOutOfRangeIsRefusedWithoutARequest(count: Int) async {
    let top = TopSongsStore(client: .unimplemented)
    await top.load(ArtistSongsRequest(artist: .name("A"), count: count))
    let similar = SimilarSongsStore(client: .unimplemented)
    await similar.load(ArtistSongsRequest(artist: ArtistID("ar-1"), count: count))
    for state in [top.state, similar.state] {
      guard case .failed(.invalidArgument, false) = state else {
        Issue.record("\(state)")
        continue
      }
    }
  }
}
