import Foundation
import SubsonicClient
import Testing

/// Answers recorded from supysonic 0.7.9, read into the interface's models.
struct SupysonicAnswerTests {
  private static func utc(_ text: String) throws -> Date {
    try Date(text + "Z", strategy: .iso8601)
  }

  @Test func pingOfAClassicServer() async throws {
    let (client, _) = try Harness.client(answering: "ping.json")
    #expect(try await client.ping() == ServerInfo(version: "1.12.0"))
  }

  @Test func genreNamesComeUnderValue() async throws {
    #expect(
      try await Harness.client(answering: "getGenres.json").0.getGenres() == [
        Genre(name: "Classical", songCount: 3, albumCount: 1),
        Genre(name: "Electronic", songCount: 6, albumCount: 2),
        Genre(name: "Jazz", songCount: 6, albumCount: 2),
      ])
  }

  @Test func indexesListFolderDirectories() async throws {
    let indexes = try await Harness.client(answering: "getIndexes.json").0.getIndexes(nil)
    #expect(indexes.map(\.name) == ["A", "B", "C"])
    #expect(indexes[1].directories == [DirectorySummary(id: "2", name: "Basso Continuo")])
  }

  @Test func artistsByIndexLetter() async throws {
    let indexes = try await Harness.client(answering: "getArtists.json").0.getArtists(nil)
    #expect(indexes.map(\.name) == ["A", "B", "C"])
    #expect(
      indexes[0].artists == [
        Artist(id: "9c4e8d53-1b9d-4fdd-bdd7-fce6b8bf2d5c", name: "Aurora Tones", albumCount: 2)
      ])
  }

  @Test func artistWithAlbums() async throws {
    let artist = try await Harness.client(answering: "getArtist.json").0.getArtist("x")
    #expect(artist.name == "Basso Continuo")
    #expect(artist.albumCount == 1)
    let album = try #require(artist.albums.first)
    #expect(album.name == "Night Pieces")
    #expect(album.coverArt == "3")
    #expect(album.songCount == 3)
    #expect(album.year == 2020)
    #expect(album.created == (try Self.utc("2026-11-21T05:18:20")))
    #expect(album.songs.isEmpty)
  }

  @Test func albumWithSongsInTrackOrder() async throws {
    let album = try await Harness.client(answering: "getAlbum.json").0.getAlbum("x")
    #expect(album.id == "c82f7a69-1a37-46a0-84a6-ffbe20da0359")
    #expect(album.songs.map(\.title) == ["Overture in Blue", "Café Nocturne", "Lanterns"])
    #expect(album.songs.map(\.track) == [1, 2, 3])
    let first = album.songs[0]
    #expect(first.size == 32_781)
    #expect(first.bitRate == 128)
    #expect(first.contentType == "audio/mpeg")
    #expect(first.suffix == "mp3")
    #expect(first.path == "Basso Continuo/Night Pieces/overture-in-blue.mp3")
    #expect(first.albumID == "c82f7a69-1a37-46a0-84a6-ffbe20da0359")
    #expect(first.artistID == "94361e22-1808-49f2-8a55-edf5d8e6bcfb")
    #expect(first.discNumber == 1)
    #expect(first.duration == 2)
    #expect(first.coverArt == "3")
    #expect(first.starred == nil)
    #expect(first.userRating == nil)
  }

  @Test func songStarredAndRatedWithAFloatAverage() async throws {
    let song = try await Harness.client(answering: "getSong.json").0.getSong("x")
    #expect(song.starred == (try Self.utc("2026-11-21T05:18:40")))
    #expect(song.userRating == 4)
    #expect(song.averageRating == 4.0)
  }

  @Test func directoriesOfFoldersAndOfSongs() async throws {
    let artist = try await Harness.client(answering: "getMusicDirectory-artist.json").0
      .getMusicDirectory("2")
    #expect(artist.name == "Basso Continuo")
    #expect(artist.parent == "1")
    #expect(
      artist.children == [
        .directory(DirectorySummary(id: "3", name: "Night Pieces", parent: "2", coverArt: "3"))
      ])
    let album = try await Harness.client(answering: "getMusicDirectory-album.json").0
      .getMusicDirectory("3")
    #expect(album.children.map(\.name) == ["Overture in Blue", "Café Nocturne", "Lanterns"])
    #expect(album.children.allSatisfy { if case .song = $0 { true } else { false } })
  }

  @Test func albumListAndItsEmptyForm() async throws {
    let albums = try await Harness.client(answering: "getAlbumList2.json").0
      .getAlbumList2(.alphabeticalByName, 500, 0, nil)
    #expect(
      albums.map(\.name) == [
        "First Light", "Night Pieces", "Quiet Hours", "Second Wind", "Two Sides",
      ])
    // supysonic answers "albumList2": {} when nothing was played yet.
    #expect(
      try await Harness.client(answering: "getAlbumList2-empty.json").0
        .getAlbumList2(.recent, 10, 0, nil) == [])
  }

  @Test func randomSongsAndSongsByGenreKeepTheServersOrder() async throws {
    let random = try await Harness.client(answering: "getRandomSongs.json").0
      .getRandomSongs(RandomSongsFilter(size: 3))
    #expect(random.map(\.title) == ["Lanterns", "Side B Opening", "Still Air"])
    let byGenre = try await Harness.client(answering: "getSongsByGenre.json").0
      .getSongsByGenre("Classical", 10, 0, nil)
    #expect(byGenre.map(\.title) == ["Lanterns", "Café Nocturne", "Overture in Blue"])
  }

  @Test func nowPlayingWithAFloatMinutesAgo() async throws {
    let entries = try await Harness.client(answering: "getNowPlaying.json").0.getNowPlaying()
    #expect(entries.count == 1)
    #expect(entries.first?.username == "sunsonic")
    #expect(entries.first?.minutesAgo == 0)
    #expect(entries.first?.song.title == "Overture in Blue")
    #expect(try await Harness.client(answering: "getNowPlaying-empty.json").0.getNowPlaying() == [])
  }

  @Test func starredWithAMissingArtistListAndEmpty() async throws {
    let starred = try await Harness.client(answering: "getStarred2.json").0.getStarred2(nil)
    #expect(starred.artists == [])
    #expect(starred.albums.map(\.name) == ["Night Pieces"])
    #expect(starred.songs.map(\.title) == ["Overture in Blue"])
    #expect(
      try await Harness.client(answering: "getStarred2-empty.json").0.getStarred2(nil) == Starred())
  }

  @Test func searchEverythingAndNothing() async throws {
    let all = try await Harness.client(answering: "search3.json").0.search3(SearchQuery(text: ""))
    #expect(all.artists.map(\.name) == ["Basso Continuo", "Celeste Quartet", "Aurora Tones"])
    #expect(all.albums.count == 5)
    #expect(all.songs.count == 15)
    #expect(
      try await Harness.client(answering: "search3-empty.json").0.search3(SearchQuery(text: "zzzz"))
        == SearchResult())
  }

  @Test func playlistsWithoutChangedAndEmpty() async throws {
    let playlists = try await Harness.client(answering: "getPlaylists.json").0.getPlaylists(nil)
    #expect(
      playlists.first
        == Playlist(
          id: "78cc6a0b-3288-4d07-a72d-17c57a270f43", name: "Café mix", owner: "sunsonic",
          isPublic: false, songCount: 2, duration: 3, created: try Self.utc("2026-11-21T05:18:40")))
    #expect(playlists.map(\.name) == ["Café mix", "Empty"])
    #expect(
      try await Harness.client(answering: "getPlaylists-empty.json").0.getPlaylists(nil) == [])
  }

  @Test func playlistWithEntriesAndAnEmptyOneWithoutEntryKey() async throws {
    let playlist = try await Harness.client(answering: "getPlaylist.json").0.getPlaylist("x")
    #expect(playlist.entries.map(\.title) == ["Overture in Blue", "Café Nocturne"])
    let empty = try await Harness.client(answering: "getPlaylist-empty.json").0.getPlaylist("x")
    #expect(empty.entries == [])
    #expect(empty.songCount == 0)
  }

  @Test func createPlaylistEmptyOkIsNil() async throws {
    #expect(try await Harness.client(answering: "ping.json").0.createPlaylist("Mix", []) == nil)
  }

  @Test func lyricsUnderValueAndMissingLyricsKey() async throws {
    #expect(
      try await Harness.client(answering: "getLyrics.json").0.getLyrics("aurora", "updraft")
        == Lyrics(
          artist: "Aurora Tones", title: "Updraft",
          text: "Rising on the warm air\nhigher than the hills\nUpdraft, carry me home"))
    #expect(try await Harness.client(answering: "getLyrics-none.json").0.getLyrics("x", "y") == nil)
  }

  @Test func userRolesFromTheirFlags() async throws {
    let user = try await Harness.client(answering: "getUser.json").0.getUser("sunsonic")
    #expect(user.username == "sunsonic")
    #expect(user.email == nil)
    #expect(user.scrobblingEnabled == false)
    #expect(user.roles == [.admin, .download, .jukebox, .playlist, .settings, .stream])
    #expect(user.isAdmin)
  }

  @Test func writesAnsweredWithAnEmptyOkSucceed() async throws {
    let (client, log) = try Harness.client(answering: "ping.json")
    try await client.star(.song("so-1"))
    try await client.unstar(.song("so-1"))
    try await client.setRating("so-1", 5)
    try await client.scrobble("so-1", true, nil)
    try await client.updatePlaylist("pl-1", PlaylistUpdate(name: "x"))
    try await client.deletePlaylist("pl-1")
    #expect(log.count == 6)
  }
}
