import BrowseFeature
import DependencyRegistryTesting
import Foundation
import MusicPresentation
import SubsonicClient
import Testing

@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct MusicFoldersAndRadioStoreTests {
  @Test func musicFoldersLoadAsTheServerListsThem() async throws {
    var client = SubsonicClient.unimplemented
    client.getMusicFolders = { [MusicFolder(id: "4", name: "Upload"), MusicFolder(id: "1")] }
    let store = MusicFoldersStore(client: client)
    await store.load(MusicFoldersRequest())
    let folders = try #require(store.state.value)
    #expect(folders.map(\.id) == ["4", "1"])
    #expect(
      CellTable.musicFolders(folders).rows == [["Upload", "4"], ["(no name)", "1"]])
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys  // the keys' order is otherwise the hash's
    let json = String(decoding: try encoder.encode(MusicFoldersJSON(folders)), as: UTF8.self)
    #expect(json.contains(#"{"id":"1","name":null}"#), "\(json)")
  }

  @Test func radioSongsAreAskedByTheSeed() async {
    let asked = Recorder<String>()
    var client = SubsonicClient.unimplemented
    client.getSimilarSongs = { seed, count in
      asked.record("\(seed.rawID) \(count.map(String.init) ?? "-")")
      return [Song(id: "s-3", title: "Near")]
    }
    let store = SongRadioStore(client: client)
    await store.load(ArtistSongsRequest(artist: .album("al-1"), count: 7))
    expectEqual(store.state.value, [Song(id: "s-3", title: "Near")])
    expectEqual(asked.values, ["al-1 7"])
    await store.load(ArtistSongsRequest(artist: .song("so-1"), count: 0))
    guard case .failed(.invalidArgument, false) = store.state else {
      Issue.record("\(store.state)")
      return
    }
  }
}
