import Foundation
import SubsonicClient
import Testing

struct ModelCodingTests {
  @Test func missingListsDecodeAsEmpty() throws {
    let decoder = JSONDecoder()
    let artist = try decoder.decode(Artist.self, from: Data(#"{"id":"a","name":"A"}"#.utf8))
    #expect(artist.albums.isEmpty && artist.albumCount == nil)
    let album = try decoder.decode(
      Album.self, from: Data(#"{"id":"b","name":"B","songCount":2}"#.utf8))
    #expect(album.songs.isEmpty && album.songCount == 2)
    let playlist = try decoder.decode(
      Playlist.self, from: Data(#"{"id":"p","name":"P","songCount":0,"duration":0}"#.utf8))
    #expect(playlist.entries.isEmpty && playlist.changed == nil)
    #expect(try decoder.decode(SearchResult.self, from: Data("{}".utf8)) == SearchResult())
    #expect(try decoder.decode(Starred.self, from: Data("{}".utf8)) == Starred())
    let directory = try decoder.decode(Directory.self, from: Data(#"{"id":"1","name":"M"}"#.utf8))
    #expect(directory.children.isEmpty)
  }

  @Test func modelsRoundTripThroughTheirOwnShape() throws {
    let album = Album(
      id: "album-1", name: "Dawn Chorus", artist: "Aurora Vale", artistID: "artist-1",
      songCount: 1, duration: 187, year: 2019, genre: "Ambient",
      created: Date(timeIntervalSince1970: 1_704_067_200),
      songs: [Song(id: "song-1", title: "First Light", track: 1, averageRating: 4.5)])
    let data = try JSONEncoder().encode(album)
    #expect(try JSONDecoder().decode(Album.self, from: data) == album)
  }

  @Test func directoryEntriesEncodeWithOneKey() throws {
    let entries: [DirectoryEntry] = [
      .directory(DirectorySummary(id: "12", name: "Solstice", parent: "3")),
      .song(Song(id: "song-9", title: "Longest Day")),
    ]
    let data = try JSONEncoder().encode(entries)
    let objects = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    #expect(objects.map { Array($0.keys) } == [["directory"], ["song"]])
    #expect(try JSONDecoder().decode([DirectoryEntry].self, from: data) == entries)
    #expect(entries.map(\.name) == ["Solstice", "Longest Day"])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(DirectoryEntry.self, from: Data(#"{"video":{}}"#.utf8))
    }
  }

  @Test func userRolesEncodeSortedAndDecodeBack() throws {
    let user = User(username: "ann", roles: [.stream, .admin, .download])
    let data = try JSONEncoder().encode(user)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["roles"] as? [String] == ["admin", "download", "stream"])
    #expect(try JSONDecoder().decode(User.self, from: data) == user)
    #expect(user.isAdmin)
    let minimal = try JSONDecoder().decode(User.self, from: Data(#"{"username":"bob"}"#.utf8))
    #expect(minimal.roles.isEmpty && !minimal.isAdmin && minimal.folders.isEmpty)
  }

  @Test func requestOptionsDescribeTheAPIParameters() {
    #expect(AlbumListType.byYear(from: 1990, to: 2000).name == "byYear")
    #expect(AlbumListType.alphabeticalByArtist.name == "alphabeticalByArtist")
    #expect(AlbumListType.byGenre("Rock").name == "byGenre")
    #expect(StarTarget().isEmpty)
    #expect(StarTarget.album("album-1") == StarTarget(albums: ["album-1"]))
    #expect(PlaylistUpdate().isEmpty && !PlaylistUpdate(songsToAdd: ["song-1"]).isEmpty)
    let query = SearchQuery(text: "sun")
    #expect(query.artistCount == 20 && query.songOffset == 0 && query.musicFolderID == nil)
    #expect(StreamOptions.original.format == "raw")
    #expect(TransferProgress(receivedBytes: 50, expectedBytes: 200).fraction == 0.25)
    #expect(TransferProgress(receivedBytes: 50).fraction == nil)
  }
}
