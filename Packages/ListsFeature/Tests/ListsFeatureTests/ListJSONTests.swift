import DependencyRegistryTesting
import ListsFeature
import SubsonicClient
import Testing

struct ListJSONTests {
  @Test func albumListNamesItsTypeSizeAndOffset() throws {
    let request = AlbumListRequest(type: .byYear(from: 2010, to: 2020), size: 2, offset: 4)
    let value = AlbumListJSON([Fixtures.dawnChorus], request: request)
    expectEqual(value.type, "byYear")
    expectEqual(value.size, 2)
    expectEqual(value.offset, 4)
    expectEqual(value.albums.map(\.id), ["album-1"])
    let json = try value.encoded()
    #expect(json.hasPrefix("{\n  \"albums\" : ["))
    #expect(json.hasSuffix("\"offset\" : 4,\n  \"size\" : 2,\n  \"type\" : \"byYear\"\n}"))
  }

  @Test func starredAndSongListsKeepEveryGroup() throws {
    let starred = StarredJSON(Starred(songs: [Fixtures.firstLight]))
    #expect(starred.artists.isEmpty)
    #expect(starred.albums.isEmpty)
    expectEqual(starred.songs.map(\.title), ["First Light"])
    let json = try starred.encoded()
    #expect(json.contains("\"albums\" : [\n\n  ],\n  \"artists\" : [\n\n  ],\n  \"songs\" : ["))
    expectEqual(
      SongsJSON([Fixtures.bareSong, Fixtures.firstLight]).songs.map(\.id), ["song-x", "song-1"])
  }
}
