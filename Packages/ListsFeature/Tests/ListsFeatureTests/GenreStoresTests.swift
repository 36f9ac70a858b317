import DependencyRegistryTesting
import ListsFeature
import SubsonicClient
import Testing

@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct GenreStoresTests {
  @Test func genresAreSortedByNameIgnoringCaseAndAccents() async {
    var client = SubsonicClient.unimplemented
    client.getGenres = {
      [
        Genre(name: "jazz", songCount: 3, albumCount: 1),
        Genre(name: "Électronique", songCount: 5, albumCount: 2),
        Genre(name: "Ambient", songCount: 7, albumCount: 2),
      ]
    }
    let store = GenresStore(client: client)
    await store.load(GenresRequest())
    expectEqual(store.state.value?.map(\.name), ["Ambient", "Électronique", "jazz"])
    expectEqual(
      GenresJSON(store.state.value ?? []).genres.first,
      GenresJSON.Entry(name: "Ambient", songCount: 7, albumCount: 2))
  }

  @Test func aGenresSongsPageIsAskedAsGiven() async {
    let asked = Recorder<String>()
    var client = SubsonicClient.unimplemented
    client.getSongsByGenre = { genre, count, offset, folder in
      asked.record("\(genre) \(count) \(offset) \(folder.map(\.rawValue) ?? "-")")
      return [Song(id: "s-1", title: "T")]
    }
    let store = GenreSongsStore(client: client)
    await store.load(GenreSongsRequest(genre: "Jazz", size: 10, offset: 20))
    expectEqual(store.state.value, [Song(id: "s-1", title: "T")])
    expectEqual(asked.values, ["Jazz 10 20 -"])
  }

  @Test(arguments: [(0, 0), (501, 0), (10, -1)])
  func aPageOutOfRangeIsRefusedWithoutARequest(size: Int, offset: Int) async {
    let store = GenreSongsStore(client: .unimplemented)
    await store.load(GenreSongsRequest(genre: "Jazz", size: size, offset: offset))
    guard case .failed(.invalidArgument, false) = store.state else {
      Issue.record("\(store.state)")
      return
    }
  }
}
