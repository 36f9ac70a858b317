import SubsonicClient
import Testing

struct ModelTests {
  @Test func listsDefaultToEmptyAndCountsToUnknown() {
    let artist = Artist(id: "a", name: "A")
    #expect(artist.albums.isEmpty && artist.albumCount == nil)
    let album = Album(id: "b", name: "B", songCount: 2)
    #expect(album.songs.isEmpty && album.songCount == 2)
    let playlist = Playlist(id: "p", name: "P", songCount: 0, duration: 0)
    #expect(playlist.entries.isEmpty && playlist.changed == nil)
    #expect(Directory(id: "1", name: "M").children.isEmpty)
  }

  @Test func artistsOfIndexesAreMappedInTheIndexesOrder() {
    // Indexes of 0 to 4 artists, empty ones among them, as `flatMap` then `map` would give.
    let indexes = (0..<40).map { letter in
      ArtistIndex(
        name: String(letter),
        artists: (0..<(letter * 7 % 5)).map {
          Artist(id: ArtistID("\(letter)-\($0)"), name: "Artist \(letter) \($0)")
        })
    }
    let ids = indexes.mapArtists(\.id.rawValue)
    #expect(ids == indexes.flatMap(\.artists).map(\.id.rawValue))
    #expect(ids.count == 80 && ids.first == "1-0")
    #expect([ArtistIndex]().mapArtists(\.name).isEmpty)
  }

  @Test func directoryEntriesAreNamedByTheirDirectoryOrSong() {
    let entries: [DirectoryEntry] = [
      .directory(DirectorySummary(id: "12", name: "Solstice", parent: "3")),
      .song(Song(id: "song-9", title: "Longest Day")),
    ]
    #expect(entries.map(\.name) == ["Solstice", "Longest Day"])
  }

  @Test func onlyTheAdminRoleMakesAnAdmin() {
    #expect(User(username: "ann", roles: [.stream, .admin, .download]).isAdmin)
    #expect(!User(username: "bob", roles: [.stream, .download]).isAdmin)
    #expect(User(username: "cy").roles.isEmpty && User(username: "cy").folders.isEmpty)
    #expect([UserRole.stream, .admin, .download].sorted() == [.admin, .download, .stream])
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
