import Foundation
import SubsonicClient
import Testing

@testable import SubsonicClientLive

/// The OpenSubsonic specification's own example answers, one or more per endpoint of the
/// interface, read into the interface's models: conformance checked against the
/// specification, not against one server's habits.
struct OpenSubsonicExampleTests {
  private typealias Example = OpenSubsonicExample

  // MARK: Coverage

  @Test func everyEndpointHasAnExampleOrIsListedWithoutOne() {
    let covered = Set(Example.byEndpoint.keys)
    #expect(covered.isDisjoint(with: Example.withoutJSONExample))
    #expect(covered.union(Example.withoutJSONExample) == Set(SubsonicEndpoint.allCases))
    #expect(covered.count == 63)
  }

  @Test func everyExampleFileIsListedUnderItsEndpoint() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: try Example.folder().path)
      .filter { $0.hasSuffix(".json") }
      .map { String($0.dropLast(".json".count)) }
    let listed = Example.byEndpoint.values.flatMap { $0 }
    #expect(Set(files) == Set(listed))
    #expect(listed.count == Set(listed).count)
    for (endpoint, names) in Example.byEndpoint {
      for name in names {
        #expect(name == endpoint.rawValue || name.hasPrefix(endpoint.rawValue + "-"), "\(name)")
      }
    }
  }

  // MARK: System

  @Test func ping() async throws {
    #expect(
      try await Example.answer(.ping) { try await $0.ping() }
        == ServerInfo(
          version: "1.16.1", type: "AwesomeServerName", serverVersion: "0.1.3 (tag)",
          isOpenSubsonic: true))
  }

  @Test func getOpenSubsonicExtensions() async throws {
    #expect(
      try await Example.answer(.getOpenSubsonicExtensions) {
        try await $0.getOpenSubsonicExtensions()
      } == [
        OpenSubsonicExtension(name: "template", versions: [1, 2]),
        OpenSubsonicExtension(name: "transcodeOffset", versions: [1]),
        OpenSubsonicExtension(name: "sonicSimilarity", versions: [1]),
        OpenSubsonicExtension(name: "topSongsByArtistId", versions: [1]),
      ])
  }

  @Test func tokenInfo() async throws {
    #expect(
      try await Example.answer(.tokenInfo) { try await $0.tokenInfo() }
        == TokenInfo(username: "token username"))
  }

  // MARK: Browsing

  @Test func getMusicFolders() async throws {
    #expect(
      try await Example.answer(.getMusicFolders) { try await $0.getMusicFolders() } == [
        MusicFolder(id: "1", name: "music"), MusicFolder(id: "4", name: "upload"),
      ])
  }

  /// Index `B` holds a single artist object, not a list; Alphaville's `starred` has no zone.
  @Test func getIndexes() async throws {
    #expect(
      try await Example.answer(.getIndexes) { try await $0.getIndexes(nil) } == [
        DirectoryIndex(
          name: "A",
          directories: [
            DirectorySummary(id: "1", name: "ABBA"),
            DirectorySummary(id: "2", name: "Alanis Morisette"),
            DirectorySummary(id: "3", name: "Alphaville", starred: Example.utc(1_383_395_400)),
          ]),
        DirectoryIndex(name: "B", directories: [DirectorySummary(id: "4", name: "Bob Dylan")]),
      ])
  }

  @Test func getMusicDirectory() async throws {
    #expect(
      try await Example.answer(.getMusicDirectory) { try await $0.getMusicDirectory("1") }
        == Directory(
          id: "1", name: "music",
          children: [
            .directory(
              DirectorySummary(
                id: "100000016", name: "CARN\u{DA}N", parent: "1", coverArt: "ar-100000016")),
            .directory(
              DirectorySummary(
                id: "100000027", name: "Chi.Otic", parent: "1", coverArt: "ar-100000027")),
          ]))
  }

  @Test func getGenres() async throws {
    #expect(
      try await Example.answer(.getGenres) { try await $0.getGenres() } == [
        Genre(name: "Punk", songCount: 1, albumCount: 1),
        Genre(name: "Dark Ambient", songCount: 4, albumCount: 1),
        Genre(name: "Noise", songCount: 6, albumCount: 1),
        Genre(name: "Electronica", songCount: 11, albumCount: 1),
        Genre(name: "Dance", songCount: 11, albumCount: 1),
        Genre(name: "Electronic", songCount: 12, albumCount: 1),
        Genre(name: "Hip-Hop", songCount: 20, albumCount: 1),
      ])
  }

  @Test func getArtists() async throws {
    #expect(
      try await Example.answer(.getArtists) { try await $0.getArtists(nil) } == [
        ArtistIndex(
          name: "C",
          artists: [
            Artist(id: "100000016", name: "CARN\u{DA}N", albumCount: 1, coverArt: "ar-100000016"),
            Artist(id: "100000027", name: "Chi.Otic", albumCount: 0, coverArt: "ar-100000027"),
          ]),
        ArtistIndex(
          name: "I",
          artists: [
            Artist(id: "100000013", name: "IOK-1", albumCount: 1, coverArt: "ar-100000013")
          ]),
      ])
  }

  @Test func getArtist() async throws {
    #expect(
      try await Example.answer(.getArtist) { try await $0.getArtist("x") }
        == Artist(
          id: "37ec820ca7193e17040c98f7da7c4b51", name: "2 Mello", albumCount: 1,
          coverArt: "ar-37ec820ca7193e17040c98f7da7c4b51_0",
          starred: Example.utc(1_491_907_370, 0.842),
          albums: [
            Album(
              id: "200000002", name: "Colorsmoke EP", artist: "Synthetic", artistID: "100000002",
              songCount: 12, duration: 4568, year: 2007, genre: "Electronic",
              coverArt: "al-200000002", created: Example.utc(1_614_054_288),
              starred: Example.utc(1_613_973_113), playCount: 1)
          ]))
  }

  /// `songCount` is the album's (20), not the number of songs the example lists (2).
  @Test func getAlbum() async throws {
    #expect(
      try await Example.answer(.getAlbum) { try await $0.getAlbum("x") }
        == Album(
          id: "200000021", name: "Forget and Remember", artist: "Comfort Fit",
          artistID: "100000036", songCount: 20, duration: 4248, year: 2005, genre: "Hip-Hop",
          coverArt: "al-200000021", created: Example.utc(1_626_919_771), playCount: 0,
          songs: [
            ExampleSong.canIHelpU(),
            Song(
              id: "300000121", title: "Planetary Picknick", album: "Forget and Remember",
              albumID: "200000021", artist: "Comfort Fit", artistID: "100000036", track: 2,
              discNumber: 1, year: 2005, genre: "Hip-Hop", duration: 358, size: 10_715_592,
              suffix: "mp3", contentType: "audio/mpeg", bitRate: 238, coverArt: "300000121",
              path: "user/Comfort Fit/Forget And Remember/2 - Planetary Picknick.mp3"),
          ]))
  }

  @Test func getSong() async throws {
    let song = try await Example.answer(.getSong) { try await $0.getSong("x") }
    // The example gives the genres only as OpenSubsonic's `genres` list, no `genre`.
    #expect(song.genre == "Hip-Hop")
    var withoutGenre = song
    withoutGenre.genre = nil
    #expect(withoutGenre == ExampleSong.polarExpedition)
  }

  @Test func getAlbumInfo2() async throws {
    let art = "http://localhost:8989/play/art"
    let info = try await Example.answer(.getAlbumInfo2) { try await $0.getAlbumInfo2("x") }
    #expect(info.notes?.hasPrefix("Download the full release here (creative commons).") == true)
    #expect(info.notes?.count == 624)
    #expect(info.musicBrainzID == "6e1d48f7-717c-416e-af35-5d2454a13af2")
    #expect(info.lastFmURL == nil)
    #expect(
      info.smallImageURL
        == URL(string: "\(art)/0f8c3cbd6b0b22c3b5402141351ac812/album/21/thumb34.jpg"))
    #expect(
      info.mediumImageURL
        == URL(string: "\(art)/41b16680dc1b3aaf5dfba24ddb6a1712/album/21/thumb64.jpg"))
    #expect(
      info.largeImageURL
        == URL(string: "\(art)/e6fd8d4e0d35c4436e56991892bfb27b/album/21/thumb174.jpg"))
  }

  @Test func getArtistInfo2() async throws {
    let art = "http://localhost:8989/play/art"
    #expect(
      try await Example.answer(.getArtistInfo2) { try await $0.getArtistInfo2("x", nil) }
        == ArtistInfo(
          biography: "Empty biography", musicBrainzID: "1",
          smallImageURL: URL(
            string: "\(art)/f20070e8e11611cc53542a38801d60fa/artist/2/thumb34.jpg"),
          mediumImageURL: URL(
            string: "\(art)/2b9b6c057cd4bf21089ce7572e7792b6/artist/2/thumb64.jpg"),
          largeImageURL: URL(
            string: "\(art)/e18287c23a75e263b64c31b3d64c1944/artist/2/thumb174.jpg")))
  }

  @Test func getSimilarSongs() async throws {
    #expect(
      try await Example.answer(.getSimilarSongs) { try await $0.getSimilarSongs(.song("x"), nil) }
        == [ExampleSong.brownSmoke, ExampleSong.redGreenSmoke])
  }

  @Test func getSimilarSongs2() async throws {
    #expect(
      try await Example.answer(.getSimilarSongs2) { try await $0.getSimilarSongs2("x", nil) }
        == [ExampleSong.brownSmoke, ExampleSong.redGreenSmoke])
  }

  @Test func getTopSongs() async throws {
    #expect(
      try await Example.answer(.getTopSongs) { try await $0.getTopSongs(.name("Synthetic"), nil) }
        == [ExampleSong.brownSmoke, ExampleSong.redGreenSmoke])
  }

  // MARK: Lists

  @Test func getAlbumList2() async throws {
    #expect(
      try await Example.answer(.getAlbumList2) { try await $0.getAlbumList2(.newest, 2, 0, nil) }
        == [
          Album(
            id: "200000021", name: "Forget and Remember", artist: "Comfort Fit",
            artistID: "100000036", songCount: 20, duration: 4248, year: 2005, genre: "Hip-Hop",
            coverArt: "al-200000021", created: Example.utc(1_626_919_771), playCount: 0),
          Album(
            id: "200000012", name: "Buried in Nausea", artist: "Various Artists",
            artistID: "100000019", songCount: 9, duration: 1879, year: 2012, genre: "Punk",
            coverArt: "al-200000012", created: Example.utc(1_614_131_061), playCount: 0),
        ])
  }

  @Test func getRandomSongs() async throws {
    #expect(
      try await Example.answer(.getRandomSongs) { try await $0.getRandomSongs(RandomSongsFilter()) }
        == [ExampleSong.brownSmoke, ExampleSong.redGreenSmoke])
  }

  @Test func getSongsByGenre() async throws {
    #expect(
      try await Example.answer(.getSongsByGenre) {
        try await $0.getSongsByGenre("Electronic", 10, 0, nil)
      } == [ExampleSong.brownSmoke])
  }

  /// The specification's OpenSubsonic tab is not JSON (a trailing comma); this is its Subsonic
  /// tab.
  @Test func getNowPlaying() async throws {
    #expect(
      try await Example.answer(.getNowPlaying) { try await $0.getNowPlaying() } == [
        NowPlayingEntry(
          song: Song(
            id: "300115266", title: "Take the Home",
            album: "How I Learned to Love Our Robot Overlords", albumID: "200147046",
            artist: "Raggedy Angry", artistID: "100002619", track: 7, discNumber: 1, year: 2010,
            genre: "Industrial", duration: 227, size: 6_341_039, suffix: "mp3",
            contentType: "audio/mpeg", bitRate: 222, coverArt: "300115266",
            path:
              "Raggedy Angry/(2010) How I Learned to Love Our Robot Overlords/1-07 - Take the Home.mp3",
            userRating: 3),
          username: "user", minutesAgo: 0)
      ])
  }

  /// `created` has nanoseconds (`02:19:35.784818075Z`).
  @Test func getStarred2() async throws {
    #expect(
      try await Example.answer(.getStarred2) { try await $0.getStarred2(nil) }
        == Starred(
          artists: [
            Artist(
              id: "37ec820ca7193e17040c98f7da7c4b51", name: "2 Mello", albumCount: 1,
              coverArt: "ar-37ec820ca7193e17040c98f7da7c4b51_0",
              starred: Example.utc(1_491_907_370, 0.842))
          ],
          albums: [
            Album(
              id: "ad0f112b6dcf83de5e9cae85d07f0d35", name: "8-bit lagerfeuer",
              artist: "pornophonique", artistID: "91c3901ac465b9efc439e4be4270c2b6", songCount: 8,
              duration: 1954, year: 2007, genre: "Hip-Hop",
              coverArt: "al-ad0f112b6dcf83de5e9cae85d07f0d35_640a93a8",
              created: Example.utc(1_678_414_775, 0.784_818_075),
              starred: Example.utc(1_679_449_866), playCount: 97)
          ],
          songs: [ExampleSong.polarExpedition]))
  }

  // MARK: Searching

  @Test func search3() async throws {
    #expect(
      try await Example.answer(.search3) { try await $0.search3(SearchQuery(text: "")) }
        == SearchResult(
          artists: [
            Artist(
              id: "37ec820ca7193e17040c98f7da7c4b51", name: "2 Mello", albumCount: 1,
              coverArt: "ar-37ec820ca7193e17040c98f7da7c4b51_0")
          ],
          albums: [
            Album(
              id: "ad0f112b6dcf83de5e9cae85d07f0d35", name: "8-bit lagerfeuer",
              artist: "pornophonique", artistID: "91c3901ac465b9efc439e4be4270c2b6", songCount: 8,
              duration: 1954, year: 2007, coverArt: "al-ad0f112b6dcf83de5e9cae85d07f0d35_640a93a8",
              created: Example.utc(1_678_414_775, 0.784_818_075),
              starred: Example.utc(1_679_449_866), playCount: 97)
          ],
          songs: [ExampleSong.polarExpedition]))
  }

  // MARK: Playlists

  private static let testcreate = Playlist(
    id: "800000075", name: "testcreate", owner: "user", isPublic: true, songCount: 1,
    duration: 304, created: Example.utc(1_678_936_721), changed: Example.utc(1_678_936_721),
    entries: [ExampleSong.brownSmoke])

  @Test func getPlaylists() async throws {
    #expect(
      try await Example.answer(.getPlaylists) { try await $0.getPlaylists(nil) } == [
        Playlist(
          id: "800000003", name: "random - admin - private (admin)", owner: "admin",
          isPublic: false, songCount: 43, duration: 17_875, created: Example.utc(1_614_054_938),
          changed: Example.utc(1_614_054_938)),
        Playlist(
          id: "800000002", name: "random - admin - public (admin)", owner: "admin",
          isPublic: true, songCount: 43, duration: 17_786, created: Example.utc(1_614_054_896),
          changed: Example.utc(1_614_054_896)),
      ])
  }

  @Test func getPlaylist() async throws {
    #expect(
      try await Example.answer(.getPlaylist) { try await $0.getPlaylist("800000075") }
        == Self.testcreate)
  }

  @Test func createPlaylistSince1_14ReturnsThePlaylist() async throws {
    #expect(
      try await Example.answer(.createPlaylist) {
        try await $0.createPlaylist("testcreate", ["300000060"])
      } == Self.testcreate)
  }

  @Test func createPlaylistBefore1_14ReturnsNothing() async throws {
    #expect(
      try await Example.answer(.createPlaylist, with: "createPlaylist-before-1.14") {
        try await $0.createPlaylist("testcreate", ["300000060"])
      } == nil)
  }

  // MARK: Media retrieval

  @Test func getLyrics() async throws {
    let lyrics = try #require(
      try await Example.answer(.getLyrics) { try await $0.getLyrics("Metallica", "Blitzkrieg") })
    #expect(lyrics.artist == "Metallica")
    #expect(lyrics.title == "Blitzkrieg")
    #expect(lyrics.text.hasPrefix("Let us have peace, let us have life\n\nLet us escape"))
    #expect(lyrics.text.hasSuffix("Aliens calling\n\nCan we survive the blitzkrieg?"))
    #expect(lyrics.text.components(separatedBy: "\n").count == 41)
  }

  /// A synced set with its offset and start times, then a plain one whose lines have none.
  @Test func getLyricsBySongId() async throws {
    let lines = ["It's bugging me", "Grating me", "And twisting me around..."]
    #expect(
      try await Example.answer(.getLyricsBySongId) { try await $0.getLyricsBySongId("123") } == [
        StructuredLyrics(
          displayArtist: "Muse", displayTitle: "Hysteria", language: "eng", isSynced: true,
          offsetMilliseconds: -100,
          lines: zip([0, 2000, 3001], lines).map { LyricLine(startMilliseconds: $0, text: $1) }),
        StructuredLyrics(
          displayArtist: "Muse", displayTitle: "Hysteria", language: "und", isSynced: false,
          offsetMilliseconds: 100, lines: lines.map { LyricLine(text: $0) }),
      ])
  }

  // MARK: Users

  /// Roles and `scrobblingEnabled` are the strings `"true"`/`"false"`; folders are numbers.
  @Test func getUser() async throws {
    #expect(
      try await Example.answer(.getUser) { try await $0.getUser("sindre") }
        == User(
          username: "sindre", email: "sindre@activeobjects.no", scrobblingEnabled: true,
          roles: [
            .settings, .download, .playlist, .coverArt, .comment, .podcast, .stream, .jukebox,
          ],
          folders: ["1", "3"]))
  }

  // MARK: Bookmarks and play queue

  @Test func createAndDeleteBookmark() async throws {
    try await Example.answer(.createBookmark) { try await $0.createBookmark("so-1", 83_000, "x") }
    try await Example.answer(.deleteBookmark) { try await $0.deleteBookmark("so-1") }
  }

  @Test func getPlayQueue() async throws {
    #expect(
      try await Example.answer(.getPlayQueue) { try await $0.getPlayQueue() }
        == PlayQueue(
          entries: [ExampleSong.canIHelpU(id: "1234")], current: "1234",
          positionMilliseconds: 1000, username: "user",
          changed: Example.utc(1_678_414_775, 0.784_818_075), changedBy: "example client"))
  }

  @Test func getBookmarks() async throws {
    #expect(
      try await Example.answer(.getBookmarks) { try await $0.getBookmarks() } == [
        Bookmark(
          entry: Song(
            id: "113bf5989ad15ce2cf1834ba9622983f", title: "Stay Out Here",
            album: "Shaking The Habitual", albumID: "b87a936c682c49d4494c7ccb08c22d23",
            artist: "The Knife", artistID: "b29e9a9d780cb0e133f3add5662771b9", track: 11,
            year: 2013, genre: "Electronic", duration: 642, size: 21_096_309, suffix: "m4a",
            contentType: "audio/mp4", bitRate: 257,
            coverArt: "al-b87a936c682c49d4494c7ccb08c22d23_0",
            path: "The Knife/Shaking The Habitual/11 - Stay Out Here.m4a"),
          positionMilliseconds: 129_000, username: "demo", comment: "",
          created: Example.utc(1_678_725_035), changed: Example.utc(1_678_725_035)),
        Bookmark(
          entry: Song(
            id: "2b42782333450d02b177823e729664af", title: "Ill with the Skills",
            album: "First Words", albumID: "dc8d8889a6fe08d8da7698c7ee1de61c",
            artist: "The Polish Ambassador", artistID: "64e1f796b283545d329cdf6a31a31dbe",
            track: 17, year: 2014, duration: 255, size: 6_219_581, suffix: "mp3",
            contentType: "audio/mpeg", bitRate: 194,
            coverArt: "mf-2b42782333450d02b177823e729664af_641edeb3",
            path: "The Polish Ambassador/First Words/17 - Ill with the Skills.mp3", playCount: 1),
          positionMilliseconds: 7000, username: "demo", comment: "playSub bookmark",
          created: Example.utc(1_679_744_691), changed: Example.utc(1_679_744_691)),
      ])
  }

  // MARK: Library scanning

  /// The specification's OpenSubsonic tab is not JSON (a missing comma); this is its Subsonic
  /// tab.
  @Test func startScan() async throws {
    #expect(
      try await Example.answer(.startScan) { try await $0.startScan() }
        == ScanStatus(scanning: true, count: 0))
  }

  @Test func getScanStatus() async throws {
    #expect(
      try await Example.answer(.getScanStatus) { try await $0.getScanStatus() }
        == ScanStatus(scanning: true, count: 1))
  }

  // MARK: Writes

  /// A write whose example answer is the empty `ok` envelope.
  struct Write: Sendable, CustomTestStringConvertible {
    let endpoint: SubsonicEndpoint
    let call: @Sendable (SubsonicClient) async throws -> Void
    var testDescription: String { endpoint.rawValue }
  }

  static let writes: [Write] = [
    Write(endpoint: .updatePlaylist) {
      try await $0.updatePlaylist("800000075", PlaylistUpdate(name: "renamed"))
    },
    Write(endpoint: .deletePlaylist) { try await $0.deletePlaylist("800000075") },
    Write(endpoint: .star) { try await $0.star(.song("300000060")) },
    Write(endpoint: .unstar) { try await $0.unstar(.album("200000002")) },
    Write(endpoint: .setRating) { try await $0.setRating("300000060", 4) },
    Write(endpoint: .scrobble) { try await $0.scrobble("300000060", true, nil) },
    Write(endpoint: .reportPlayback) { try await $0.reportPlayback("300000060", .stopped, 1000) },
    Write(endpoint: .savePlayQueue) { try await $0.savePlayQueue(["1234"], "1234", 1000) },
  ]

  /// Each succeeds, once, on its example answer (`answer` checks the one request).
  @Test(arguments: writes)
  func writeSucceedsOnTheEmptyOK(_ write: Write) async throws {
    try await Example.answer(write.endpoint) { try await write.call($0) }
  }
}
