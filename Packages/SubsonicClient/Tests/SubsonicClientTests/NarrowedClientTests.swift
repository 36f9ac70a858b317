import SubsonicClient
import Synchronization
import Testing

/// `SubsonicClient.narrowed(_:toFolder:)`: the seven listings that take a music folder ask for
/// the one found, found once, and only when one of them is called.
struct NarrowedClientTests {
  /// What a recording client was asked, in order.
  private final class Asked: Sendable {
    let calls = Mutex<[String]>([])
    var list: [String] { calls.withLock { $0 } }
  }

  /// A client that records the folder each listing was asked for (`-` for none).
  private static func recording(_ asked: Asked = Asked()) -> SubsonicClient {
    var client = SubsonicClient.failing(.cancelled)
    let note = { @Sendable (endpoint: String, folder: MusicFolderID?) in
      asked.calls.withLock { $0.append("\(endpoint) \(folder?.rawValue ?? "-")") }
    }
    client.getIndexes = {
      note("getIndexes", $0)
      return []
    }
    client.getArtists = {
      note("getArtists", $0)
      return []
    }
    client.getAlbumList2 = { _, _, _, folder in
      note("getAlbumList2", folder)
      return []
    }
    client.getRandomSongs = {
      note("getRandomSongs", $0.musicFolderID)
      return []
    }
    client.getSongsByGenre = { _, _, _, folder in
      note("getSongsByGenre", folder)
      return []
    }
    client.getStarred2 = {
      note("getStarred2", $0)
      return Starred()
    }
    client.search3 = {
      note("search3", $0.musicFolderID)
      return SearchResult()
    }
    client.getGenres = { [] }
    return client
  }

  @Test func everyListingAsksForTheFolderFoundOnce() async throws {
    let asked = Asked()
    let lookups = Mutex(0)
    let client = SubsonicClient.narrowed(Self.recording(asked)) {
      lookups.withLock { $0 += 1 }
      return "4"
    }
    _ = try await client.getIndexes(nil)
    _ = try await client.getArtists(nil)
    _ = try await client.getAlbumList2(.newest, 10, 0, nil)
    _ = try await client.getRandomSongs(RandomSongsFilter(size: 3))
    _ = try await client.getSongsByGenre("Jazz", 10, 0, nil)
    _ = try await client.getStarred2(nil)
    _ = try await client.search3(SearchQuery(text: "x"))
    #expect(
      asked.list == [
        "getIndexes 4", "getArtists 4", "getAlbumList2 4", "getRandomSongs 4",
        "getSongsByGenre 4", "getStarred2 4", "search3 4",
      ])
    #expect(lookups.withLock { $0 } == 1)
  }

  @Test func aFolderTheCallerGaveIsKept() async throws {
    let asked = Asked()
    let client = SubsonicClient.narrowed(Self.recording(asked)) { "4" }
    _ = try await client.getArtists("1")
    _ = try await client.search3(SearchQuery(text: "x", musicFolderID: "2"))
    #expect(asked.list == ["getArtists 1", "search3 2"])
  }

  @Test func otherEndpointsNeverLookTheFolderUp() async throws {
    let lookups = Mutex(0)
    let client = SubsonicClient.narrowed(Self.recording()) {
      lookups.withLock { $0 += 1 }
      return "4"
    }
    #expect(try await client.getGenres() == [])
    #expect(lookups.withLock { $0 } == 0)
  }

  @Test func theLookupsFailureIsEveryListingsFailure() async {
    let missing = SubsonicError.itemNotFound(kind: "music folder", item: "Podcasts")
    let client = SubsonicClient.narrowed(Self.recording()) { throw missing }
    await #expect(throws: missing) { try await client.getArtists(nil) }
    await #expect(throws: missing) { try await client.getStarred2(nil) }
  }
}
