import BrowseFeature
import DependencyRegistryTesting
import SubsonicClient
import Testing

@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct ArtistSongsStoresTests {
  @Test func topSongsAreAskedByTheArtistsName() async {
    let asked = Recorder<String>()
    var client = SubsonicClient.unimplemented
    client.getTopSongs = { name, count in
      asked.record("\(name) \(count.map(String.init) ?? "-")")
      return [Song(id: "s-1", title: "Hit")]
    }
    let store = TopSongsStore(client: client)
    await store.load(ArtistSongsRequest(artist: "Aurora Vale", count: 5))
    expectEqual(store.state.value, [Song(id: "s-1", title: "Hit")])
    expectEqual(asked.values, ["Aurora Vale 5"])
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
    await top.load(ArtistSongsRequest(artist: "A", count: count))
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
