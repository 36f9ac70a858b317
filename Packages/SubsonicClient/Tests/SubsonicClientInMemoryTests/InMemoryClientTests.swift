import Foundation
import Locking
import SubsonicClient
import SubsonicClientInMemory
import Testing

struct InMemoryClientTests {
  let client = SubsonicClient.inMemory()

  static func notFound(_ what: String) -> SubsonicError {
    .api(SubsonicAPIError(code: .notFound, message: "\(what) not found"))
  }

  @Test func browsesArtistsToAlbumsToSongsInTrackOrder() async throws {
    let indexes = try await client.getArtists(nil)
    #expect(indexes.map(\.name) == ["A", "C", "M", "P"])
    #expect(indexes.first { $0.name == "M" }?.artists.map(\.name) == ["The Midnight Sun"])
    let artists = indexes.flatMap(\.artists)
    #expect(artists.count == 4)
    var songCount = 0
    for listed in artists {
      let artist = try await client.getArtist(listed.id)
      #expect(artist.name == listed.name)
      #expect(artist.albums.count == listed.albumCount)
      for summary in artist.albums {
        let album = try await client.getAlbum(summary.id)
        #expect(album.artistID == artist.id)
        #expect(album.songs.count == album.songCount)
        #expect(album.songs.map(\.track) == Array(1...album.songCount).map { Optional($0) })
        #expect(album.duration == album.songs.reduce(0) { $0 + ($1.duration ?? 0) })
        for song in album.songs {
          #expect(song.albumID == album.id && song.artistID == artist.id)
          #expect(try await client.getSong(song.id) == song)
        }
        songCount += album.songs.count
      }
    }
    #expect(songCount == 20)
    let solstice = try await client.getAlbum("album-3")
    #expect(
      solstice.songs.map(\.title) == ["Longest Day", "Midsummer", "Sun Never Sets", "White Night"])
  }

  @Test func browsesTheFileTree() async throws {
    let indexes = try await client.getIndexes("1")
    let top = try #require(indexes.first { $0.name == "A" }?.directories.first)
    #expect(top.name == "Aurora Vale")
    let artistDirectory = try await client.getMusicDirectory(top.id)
    #expect(artistDirectory.children.map(\.name) == ["Dawn Chorus", "Northern Lights"])
    guard case .directory(let albumSummary) = artistDirectory.children[0] else {
      Issue.record("expected a subdirectory")
      return
    }
    let albumDirectory = try await client.getMusicDirectory(albumSummary.id)
    #expect(albumDirectory.parent == top.id)
    #expect(
      albumDirectory.children.map(\.name) == [
        "First Light", "Birdsong", "Morning Haze", "Blue Hour",
      ])
    await #expect(throws: Self.notFound("Music folder")) { try await client.getIndexes("9") }
    await #expect(throws: Self.notFound("Directory")) { try await client.getMusicDirectory("x") }
  }

  @Test func unknownIdsThrowCode70() async {
    await #expect(throws: Self.notFound("Artist")) { try await client.getArtist("artist-9") }
    await #expect(throws: Self.notFound("Album")) { try await client.getAlbum("nope") }
    await #expect(throws: Self.notFound("Song")) { try await client.getSong("song-99") }
    await #expect(throws: Self.notFound("Playlist")) { try await client.getPlaylist("p") }
    await #expect(throws: Self.notFound("Cover art")) { try await client.getCoverArt("c", nil) }
    await #expect(throws: Self.notFound("User")) { try await client.getUser("nobody") }
    await #expect(throws: Self.notFound("Song")) { try await client.star(.song("song-0")) }
  }

  @Test func searchMatchesCaseInsensitivelyAndPages() async throws {
    let light = try await client.search3(SearchQuery(text: "LIGHT"))
    #expect(light.artists.map(\.name) == ["Civil Twilight"])
    #expect(light.albums.map(\.name) == ["Northern Lights"])
    #expect(light.songs.map(\.title) == ["First Light", "Half Light"])

    var pages: [[SongID]] = []
    for offset in [0, 8, 16, 24] {
      let page = try await client.search3(
        SearchQuery(text: "", artistCount: 0, albumCount: 0, songCount: 8, songOffset: offset))
      #expect(page.artists.isEmpty && page.albums.isEmpty)
      pages.append(page.songs.map(\.id))
    }
    #expect(pages.map(\.count) == [8, 8, 4, 0])
    #expect(Set(pages.joined()).count == 20)
    let second = try await client.search3(SearchQuery(text: "o", albumCount: 2, albumOffset: 2))
    let all = try await client.search3(SearchQuery(text: "o"))
    #expect(second.albums == Array(all.albums.dropFirst(2).prefix(2)))
    #expect(try await client.search3(SearchQuery(text: "zzz")) == SearchResult())
  }

  @Test func albumListsHonourEveryType() async throws {
    func names(_ type: AlbumListType, size: Int = 10, offset: Int = 0) async throws -> [String] {
      try await client.getAlbumList2(type, size, offset, nil).map(\.name)
    }
    let alphabetical = [
      "Dawn Chorus", "Equinox", "Golden Hour", "Long Dark", "Northern Lights", "Solstice",
    ]
    #expect(try await names(.alphabeticalByName) == alphabetical)
    #expect(
      try await names(.alphabeticalByName, size: 2, offset: 2) == ["Golden Hour", "Long Dark"])
    #expect(try await names(.alphabeticalByName, size: 0).isEmpty)
    #expect(
      try await names(.alphabeticalByArtist)
        == ["Dawn Chorus", "Northern Lights", "Golden Hour", "Equinox", "Solstice", "Long Dark"])
    #expect(try await names(.newest).first == "Golden Hour")
    #expect(
      try await names(.byYear(from: 2015, to: 2019)) == ["Solstice", "Equinox", "Dawn Chorus"])
    #expect(
      try await names(.byYear(from: 2019, to: 2015)) == ["Dawn Chorus", "Equinox", "Solstice"])
    #expect(try await names(.byGenre("rock")) == ["Equinox", "Solstice"])
    #expect(try await names(.highest) == ["Dawn Chorus", "Solstice", "Long Dark"])
    #expect(try await names(.frequent) == ["Solstice", "Dawn Chorus"])
    #expect(try await names(.recent) == ["Solstice", "Dawn Chorus"])
    #expect(try await names(.starred).isEmpty)
    let random = try await names(.random)
    #expect(random.sorted() == alphabetical)

    try await client.star(.album("album-5"))
    #expect(try await names(.starred) == ["Long Dark"])
    try await client.scrobble("song-20", true, nil)
    #expect(try await names(.recent).first == "Golden Hour")
    #expect(try await names(.frequent) == ["Solstice", "Dawn Chorus", "Golden Hour"])
    await #expect(throws: Self.notFound("Music folder")) {
      try await client.getAlbumList2(.newest, 10, 0, "2")
    }
  }

  @Test func starThenGetStarred2ThenUnstar() async throws {
    let initial = try await client.getStarred2(nil)
    #expect(initial.songs.map(\.id) == ["song-2"] && initial.albums.isEmpty)
    try await client.star(StarTarget(songs: ["song-5"], albums: ["album-2"], artists: ["artist-3"]))
    let starred = try await client.getStarred2(nil)
    #expect(starred.songs.map(\.id) == ["song-2", "song-5"])
    #expect(starred.albums.map(\.id) == ["album-2"])
    #expect(starred.artists.map(\.id) == ["artist-3"])
    #expect(try await client.getSong("song-5").starred != nil)
    #expect(try await client.getAlbum("album-2").starred != nil)
    #expect(try await client.getArtist("artist-3").starred != nil)
    try await client.unstar(.song("song-2"))
    #expect(try await client.getStarred2(nil).songs.map(\.id) == ["song-5"])
    #expect(try await client.getSong("song-2").starred == nil)
    await #expect(throws: SubsonicError.self) { try await client.star(StarTarget()) }
  }

  @Test func ratingIsStoredAndValidated() async throws {
    #expect(try await client.getSong("song-1").userRating == 5)
    try await client.setRating("song-3", 4)
    let rated = try await client.getSong("song-3")
    #expect(rated.userRating == 4 && rated.averageRating == 4)
    try await client.setRating("song-3", 0)
    #expect(try await client.getSong("song-3").userRating == nil)
    await #expect(throws: SubsonicError.invalidArgument("a rating is 0 (none) to 5, not 6")) {
      try await client.setRating("song-3", 6)
    }
    await #expect(throws: Self.notFound("Song")) { try await client.setRating("x", 3) }
  }

  @Test func scrobbleCountsPlaysAndShowsNowPlaying() async throws {
    #expect(try await client.getSong("song-4").playCount == 0)
    try await client.scrobble("song-4", true, nil)
    try await client.scrobble("song-4", true, Date(timeIntervalSince1970: 1_750_000_000))
    #expect(try await client.getSong("song-4").playCount == 2)
    #expect(try await client.getAlbum("album-1").playCount == 3)
    #expect(
      try await client.getTopSongs(.name("aurora vale"), 2).map(\.id) == ["song-4", "song-1"])
    #expect(try await client.getTopSongs(.id("artist-1"), 2).map(\.id) == ["song-4", "song-1"])
    #expect(try await client.getTopSongs(.name("nobody"), nil).isEmpty)
    await #expect(throws: Self.notFound("Artist")) { try await client.getTopSongs(.id("x"), nil) }
    let before = try await client.getNowPlaying()
    #expect(before.map(\.username) == ["guest"] && before[0].song.id == "song-18")
    try await client.scrobble("song-7", false, nil)
    let now = try await client.getNowPlaying()
    #expect(now.map(\.username) == ["guest", "preview"])
    #expect(now[1].song.id == "song-7" && now[1].minutesAgo < 1)
  }

  @Test func playlistLifecycle() async throws {
    #expect(try await client.getPlaylists(nil).map(\.name) == ["Morning Mix"])
    let created = try #require(try await client.createPlaylist("Road Trip", ["song-8", "song-9"]))
    #expect(created.id == "playlist-2" && created.entries.map(\.id) == ["song-8", "song-9"])
    #expect(try await client.getPlaylists(nil).map(\.id) == ["playlist-1", "playlist-2"])

    try await client.updatePlaylist(
      created.id,
      PlaylistUpdate(
        name: "Long Road Trip", comment: "north", isPublic: true, songsToAdd: ["song-20"],
        songIndexesToRemove: [0]))
    let updated = try await client.getPlaylist(created.id)
    #expect(updated.name == "Long Road Trip" && updated.comment == "north")
    #expect(updated.isPublic == true)
    #expect(updated.entries.map(\.id) == ["song-9", "song-20"])
    #expect(updated.songCount == 2)
    #expect(updated.duration == updated.entries.reduce(0) { $0 + ($1.duration ?? 0) })
    #expect(try await client.getPlaylists(nil).last?.songCount == 2)

    await #expect(throws: SubsonicError.self) {
      try await client.updatePlaylist(created.id, PlaylistUpdate(songIndexesToRemove: [5]))
    }
    #expect(try await client.getPlaylist(created.id).entries.count == 2)
    await #expect(throws: Self.notFound("Song")) {
      try await client.createPlaylist("Bad", ["song-404"])
    }

    try await client.deletePlaylist(created.id)
    await #expect(throws: Self.notFound("Playlist")) { try await client.getPlaylist(created.id) }
    #expect(try await client.getPlaylists(nil).map(\.id) == ["playlist-1"])
    #expect(try await client.getPlaylists("guest").isEmpty)
  }

  @Test func downloadWritesTheSongsBytesAndReportsProgress() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("subsonic-preview-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let song = try await client.getSong("song-12")
    let size = try #require(song.size)
    let reports = Locked<[TransferProgress]>([])
    let destination = folder.appendingPathComponent("song.mp3")

    let file = try await client.download(song.id, destination) { progress in
      reports.withLock { $0.append(progress) }
    }
    #expect(file == DownloadedFile(url: destination, byteCount: size, contentType: "audio/mpeg"))
    let bytes = try Data(contentsOf: destination)
    #expect(Int64(bytes.count) == size)
    #expect(bytes.starts(with: Data("SUBSONIC PREVIEW song-12 mp3\n".utf8)))
    let received = reports.withLock { $0 }
    #expect(received.count == Int((size + 4_095) / 4_096))
    #expect(received.map(\.receivedBytes) == received.map(\.receivedBytes).sorted())
    #expect(received.last == TransferProgress(receivedBytes: size, expectedBytes: size))

    let again = folder.appendingPathComponent("again.mp3")
    _ = try await client.download(song.id, again) { _ in }
    #expect(try Data(contentsOf: again) == bytes)

    let missing = folder.appendingPathComponent("missing.mp3")
    await #expect(throws: Self.notFound("Song")) {
      try await client.download("song-0", missing) { _ in }
    }
    #expect(!FileManager.default.fileExists(atPath: missing.path))
    let unwritable = folder.appendingPathComponent("no-such-folder/song.mp3")
    await #expect {
      try await client.download(song.id, unwritable) { _ in }
    } throws: { error in
      guard case .fileSystem(let path, _) = error as? SubsonicError else { return false }
      return path == unwritable.path
    }
  }

  @Test func streamHandsTheSongsBytesOverInChunks() async throws {
    let song = try await client.getSong("song-12")
    let size = try #require(song.size)
    let chunks = Locked<[Data]>([])
    let original = try await client.stream(song.id, .original) { chunk in
      chunks.withLock { $0.append(chunk) }
    }
    #expect(original == StreamedAudio(byteCount: size, contentType: "audio/mpeg"))
    let received = chunks.withLock { $0 }
    #expect(received.count == Int((size + 4_095) / 4_096) && received.count > 1)
    let whole = received.reduce(Data(), +)
    #expect(Int64(whole.count) == size)
    #expect(whole.starts(with: Data("SUBSONIC PREVIEW song-12 mp3\n".utf8)))
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("subsonic-preview-\(UUID().uuidString).mp3")
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try await client.download(song.id, folder) { _ in }
    #expect(try Data(contentsOf: folder) == whole)

    let transcodedBytes = Locked(Data())
    let transcoded = try await client.stream(song.id, StreamOptions(format: "opus")) { chunk in
      transcodedBytes.withLock { $0.append(chunk) }
    }
    #expect(transcoded == StreamedAudio(byteCount: size / 2, contentType: "audio/ogg"))
    #expect(transcodedBytes.withLock { Int64($0.count) } == size / 2)
    #expect(transcodedBytes.withLock { $0.prefix(64) } != whole.prefix(64))

    struct Full: Error {}
    let calls = Locked(0)
    await #expect(throws: SubsonicError.cancelled) {
      try await client.stream(song.id, .original) { _ in
        calls.withLock { $0 += 1 }
        throw Full()
      }
    }
    #expect(calls.withLock { $0 } == 1)
    await #expect(throws: Self.notFound("Song")) {
      try await client.stream("song-0", StreamOptions()) { _ in Issue.record("no bytes") }
    }
  }

  @Test func reportPlaybackShowsNowPlayingAndCountsAPlayWhenStoppedLate() async throws {
    #expect(try await client.getOpenSubsonicExtensions().map(\.name).contains("playbackReport"))
    let song = try await client.getSong("song-5")
    let halfway = try #require(song.duration) * 500
    #expect(song.playCount == 0)
    try await client.reportPlayback(song.id, .starting, 0)
    var now = try await client.getNowPlaying()
    #expect(now.map(\.username) == ["guest", "preview"] && now[1].song.id == song.id)
    try await client.reportPlayback(song.id, .playing, 10_000)
    try await client.reportPlayback(song.id, .paused, 20_000)
    #expect(try await client.getNowPlaying().count == 2)
    try await client.reportPlayback(song.id, .stopped, halfway - 1)
    now = try await client.getNowPlaying()
    #expect(now.map(\.username) == ["guest"])
    #expect(try await client.getSong(song.id).playCount == 0)
    try await client.reportPlayback(song.id, .playing, 0)
    try await client.reportPlayback(song.id, .stopped, halfway)
    #expect(try await client.getSong(song.id).playCount == 1)
    #expect(try await client.getNowPlaying().map(\.username) == ["guest"])
    try await client.reportPlayback(song.id, .stopped, 240_000)
    #expect(try await client.getSong(song.id).playCount == 2)

    await #expect(throws: SubsonicError.invalidArgument("a playback position is 0 or more, not -1"))
    {
      try await client.reportPlayback(song.id, .playing, -1)
    }
    await #expect(throws: Self.notFound("Song")) {
      try await client.reportPlayback("song-0", .playing, 0)
    }
    await #expect(throws: SubsonicError.notSupported(endpoint: "reportPlayback")) {
      try await SubsonicClient.classicServer(client).reportPlayback(song.id, .playing, 0)
    }
  }

  @Test func coverArtIsAPNG() async throws {
    let album = try await client.getAlbum("album-4")
    let cover = try await client.getCoverArt(try #require(album.coverArt), 300)
    #expect(cover.mediaType == "image/png")
    #expect(cover.data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    #expect(cover.data.count == 97)
    let artist = try await client.getArtist("artist-2")
    #expect(try await client.getCoverArt(try #require(artist.coverArt), nil) == cover)
  }

  @Test func lyricsForOneSong() async throws {
    let lyrics = try #require(try await client.getLyrics("aurora vale", "FIRST LIGHT"))
    #expect(lyrics.title == "First Light")
    #expect(lyrics.text.split(separator: "\n").count == 4)
    #expect(try await client.getLyrics("Polar Night", "Kaamos") == nil)
  }

  @Test func syncedLyricsBySongID() async throws {
    let sets = try await client.getLyricsBySongId("song-1")
    let lyrics = try #require(sets.first)
    #expect(sets.count == 1 && lyrics.isSynced && lyrics.displayTitle == "First Light")
    #expect(lyrics.lines.map(\.startMilliseconds) == [5_000, 9_000, 13_000, 17_000])
    #expect(lyrics.lines.last?.text == "First light")
    #expect(try await client.getLyricsBySongId("song-2").isEmpty)
    await #expect(throws: SubsonicError.self) { try await client.getLyricsBySongId("song-99") }
  }

  @Test func bookmarksAreCreatedReplacedAndDeleted() async throws {
    #expect(try await client.getBookmarks().isEmpty)
    try await client.createBookmark("song-3", 83_000, "the bridge")
    try await client.createBookmark("song-7", 1_000, nil)
    try await client.createBookmark("song-3", 90_500, nil)
    let bookmarks = try await client.getBookmarks()
    #expect(bookmarks.map(\.entry.id) == ["song-3", "song-7"])
    #expect(bookmarks[0].positionMilliseconds == 90_500 && bookmarks[0].comment == nil)
    #expect(bookmarks[0].username == "preview")
    try await client.deleteBookmark("song-3")
    #expect(try await client.getBookmarks().map(\.entry.id) == ["song-7"])
    await #expect(throws: SubsonicError.self) { try await client.deleteBookmark("song-3") }
    await #expect(throws: SubsonicError.self) { try await client.createBookmark("x", 0, nil) }
  }

  @Test func thePlayQueueReflectsWrites() async throws {
    #expect(try await client.getPlayQueue() == nil)
    try await client.savePlayQueue(["song-3", "song-4"], "song-4", 12_345)
    try await client.setRating("song-4", 3)
    let queue = try #require(try await client.getPlayQueue())
    #expect(queue.entries.map(\.id) == ["song-3", "song-4"])
    #expect(queue.current == "song-4" && queue.positionMilliseconds == 12_345)
    #expect(queue.entries[1].userRating == 3)
    try await client.savePlayQueue([], nil, nil)
    #expect(try await client.getPlayQueue() == nil)
  }

  @Test func systemUsersGenresAndScanning() async throws {
    let info = try await client.ping()
    #expect(info.isOpenSubsonic && info.version == "1.16.1")
    #expect(try await client.getOpenSubsonicExtensions().map(\.name).contains("songLyrics"))
    let genres = try await client.getGenres()
    #expect(genres.map(\.name) == ["Ambient", "Jazz", "Pop", "Rock"])
    #expect(genres.map(\.songCount) == [7, 3, 3, 7])
    #expect(genres.map(\.albumCount) == [2, 1, 1, 2])
    #expect(genres.reduce(0) { $0 + $1.songCount } == 20)
    let rock = try await client.getSongsByGenre("Rock", 5, 5, nil)
    #expect(rock.map(\.title) == ["Half Light", "Turning Point"])
    let random = try await client.getRandomSongs(RandomSongsFilter(size: 5, genre: "jazz"))
    #expect(Set(random.map(\.album)) == ["Long Dark"] && random.count == 3)
    #expect(try await client.getRandomSongs(RandomSongsFilter(size: 50)).count == 20)
    #expect(try await client.getUser("preview").isAdmin)
    #expect(try await !client.getUser("guest").isAdmin)
    let info2 = try await client.getArtistInfo2("artist-1", 2)
    #expect(info2.similarArtists.map(\.id) == ["artist-2", "artist-3"])
    let albumInfo = try await client.getAlbumInfo2("album-1")
    #expect(albumInfo == AlbumInfo(notes: "Dawn Chorus: Ambient by Aurora Vale, 2019."))
    let similar = try await client.getSimilarSongs2("artist-3", 4)
    #expect(similar.map(\.id) == ["song-15", "song-16", "song-17", "song-1"])
    #expect(try await client.startScan().scanning)
    #expect(try await client.getScanStatus() == ScanStatus(scanning: false, count: 20))
  }

  @Test func previewLibrariesAreIndependent() async throws {
    let other = SubsonicClient.inMemory()
    try await client.star(.song("song-10"))
    #expect(try await client.getSong("song-10").starred != nil)
    #expect(try await other.getSong("song-10").starred == nil)
  }

  @Test func classicServerLosesTheOpenSubsonicAdditions() async throws {
    let client = SubsonicClient.classicServer(.inMemory())
    let info = try await client.ping()
    #expect(!info.isOpenSubsonic && info.type == nil && info.serverVersion == nil)
    await #expect(throws: SubsonicError.notSupported(endpoint: "getOpenSubsonicExtensions")) {
      try await client.getOpenSubsonicExtensions()
    }
    await #expect(throws: SubsonicError.notSupported(endpoint: "getBookmarks")) {
      try await client.getBookmarks()
    }
    await #expect(throws: SubsonicError.notSupported(endpoint: "getLyricsBySongId")) {
      try await client.getLyricsBySongId("song-1")
    }
    await #expect(throws: SubsonicError.notSupported(endpoint: "tokenInfo")) {
      try await client.tokenInfo()
    }
    await #expect(throws: SubsonicError.notSupported(endpoint: "getSimilarSongs")) {
      try await client.getSimilarSongs(.song("song-1"), nil)
    }
    #expect(try await client.getMusicFolders() == [MusicFolder(id: "1", name: "Music")])
    #expect(try await client.createPlaylist("Evening", ["song-3"]) == nil)
    let names = try await client.getPlaylists(nil).map(\.name)
    #expect(names == ["Morning Mix", "Evening"])
    #expect(try await client.getAlbum("album-2").songs.count == 3)
  }

  @Test func musicFoldersTokenAndSimilarSongs() async throws {
    let client = SubsonicClient.inMemory()
    #expect(try await client.getMusicFolders() == [MusicFolder(id: "1", name: "Music")])
    #expect(try await client.tokenInfo() == TokenInfo(username: "preview"))
    let bySong = try await client.getSimilarSongs(.song("song-1"), 3).map(\.id)
    #expect(bySong == ["song-2", "song-3", "song-4"])
    let byAlbum = try await client.getSimilarSongs(.album("album-1"), nil)
    #expect(!byAlbum.contains { $0.albumID == "album-1" })
    #expect(byAlbum.count == 20 - (try await client.getAlbum("album-1").songs.count))
    let byArtist = try await client.getSimilarSongs(.artist("artist-2"), 1)
    #expect(byArtist.map(\.artistID) == ["artist-2"])
    await #expect(throws: SubsonicError.self) {
      try await client.getSimilarSongs(.song("song-99"), nil)
    }
    await #expect(throws: SubsonicError.self) { try await client.getArtists("2") }
  }
}
