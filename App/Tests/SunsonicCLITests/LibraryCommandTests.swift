import Foundation
import SubsonicClient
import SubsonicClientInMemory
import Synchronization
import Testing

@testable import SunsonicCLI

/// `artists`, `artist`, `album`, `song`, `albums`, `random`, `starred`, `star`, `unstar`,
/// `rate`, `scrobble`: input checks, tables, JSON.
@MainActor
struct LibraryCommandTests {
  nonisolated static let longID = String(repeating: "a", count: 201)

  @Test(arguments: [
    (["artist"], "missing ID (usage: sunsonic artist ID|NAME [--info] [--json])"),
    (["artist", ""], "ID \"\": empty (give an id as listed by sunsonic)"),
    (
      ["album", longID], "ID \"\(String(repeating: "a", count: 60))…\": longer than 200 characters"
    ),
    (["song", "so\u{1b}[2Jng"], "ID \"so\\u001B[2Jng\": has a control character"),
    (["song", "a\nb"], "ID \"a\\u000Ab\": has a control character"),
    (["artist", "a", "b"], "unexpected argument \"b\" for 'sunsonic artist'"),
    (["artists", "extra"], "unexpected argument \"extra\" for 'sunsonic artists'"),
    (
      ["albums", "--type", "best"],
      "--type \"best\": not a list type (one of newest, random, highest, frequent, recent,"
        + " starred, alphabetical, alphabetical-by-artist, by-year, by-genre)"
    ),
    (["albums", "--size", "abc"], "--size \"abc\": not a whole number from 1 to 500"),
    (["albums", "--size", "1e3"], "--size \"1e3\": not a whole number from 1 to 500"),
    (["albums", "--size", "-1"], "--size \"-1\": not a whole number from 1 to 500"),
    (["albums", "--offset", "-5"], "--offset \"-5\": not a whole number from 0 to 1000000"),
    (["albums", "--type", "by-year"], "--type by-year needs --from YEAR and --to YEAR"),
    (
      ["albums", "--type", "by-year", "--from", "2010"],
      "--type by-year needs --from YEAR and --to YEAR"
    ),
    (
      ["albums", "--type", "by-year", "--from", "20x0", "--to", "2020"],
      "--from \"20x0\": not a year from 1 to 9999"
    ),
    (["albums", "--from", "2010"], "--from is only for --type by-year (the type is newest)"),
    (["albums", "--type", "by-genre"], "--type by-genre needs --genre NAME"),
    (["albums", "--type", "by-genre", "--genre", ""], "--genre \"\": empty"),
    (
      ["albums", "--type", "random", "--genre", "Jazz"],
      "--genre is only for --type by-genre (the type is random)"
    ),
    (["random", "--size", "1000"], "--size \"1000\": not a whole number from 1 to 500"),
    (["star"], "missing ID (usage: sunsonic star ID|NAME [--album|--artist] [--json])"),
    (
      ["star", "x", "--album", "--artist"],
      "--album and --artist exclude each other: give at most one"
    ),
    (["unstar", ""], "ID \"\": empty (give an id as listed by sunsonic)"),
    (["rate", "song-1"], "missing RATING (usage: sunsonic rate ID|NAME RATING [--json])"),
    (["rate", "song-1", "6"], "RATING \"6\": not a rating from 0 to 5"),
    (["rate", "song-1", "four"], "RATING \"four\": not a rating from 0 to 5"),
    (["rate", "song-1", "-1"], "RATING \"-1\": not a rating from 0 to 5"),
    (["scrobble", "\u{7f}"], "ID \"\\u007F\": has a control character"),
  ])
  func badInputIsExit64NamingArgumentAndValue(arguments: [String], message: String) async {
    await expectUsageError(arguments, message)
  }

  @Test func artistsAreAnAlignedTable() async {
    let run = await runSunsonic(["artists"], with: musicValues())
    #expect(run.code == .success)
    #expect(run.err.isEmpty)
    #expect(
      run.out == """
        Name              Albums  ID
        Aurora Vale            2  artist-1
        Civil Twilight         1  artist-4
        The Midnight Sun       2  artist-2
        Polar Night            1  artist-3

        """)
  }

  @Test func albumShowsItsFactsAndTracksInOrder() async {
    let run = await runSunsonic(["album", "album-1"], with: musicValues())
    #expect(run.code == .success)
    let lines = run.out.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "Dawn Chorus (album-1)")
    #expect(lines[1] == "Aurora Vale, 2019, Ambient, 4 songs, 14:10, cover cover-album-1")
    #expect(lines[3] == "#  Title         Artist       Duration     Size  ID")
    #expect(lines[4] == "1  First Light   Aurora Vale      3:07   9.2 kB  song-1")
    #expect(lines.count == 9)
  }

  /// The reported case: an album whose tags are empty printed a header of ` (23)`.
  @Test func anAlbumOfEmptyTagsShowsItsNamesAsMissing() async {
    var client = SubsonicClient.unimplemented
    client.getAlbum = { id in
      Album(
        id: id, name: "", artist: " ", songCount: 1,
        songs: [Song(id: "s-1", title: "", track: 1, duration: 60)])
    }
    let run = await runSunsonic(["album", "23"], with: musicValues(client))
    #expect(run.code == .success, "\(run.err)")
    let lines = run.out.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "(no name) (23)")
    #expect(lines[1] == "(unknown artist), 1 song")
    #expect(lines[4] == "1  (no title)  (unknown artist)      1:00        s-1")
    let json = await runSunsonic(["album", "23", "--json"], with: musicValues(client))
    #expect(json.out.contains("\"name\" : \"\""), "JSON keeps the server's value")
  }

  @Test func artistListsItsAlbums() async {
    let run = await runSunsonic(["artist", "artist-2"], with: musicValues())
    #expect(run.out.hasPrefix("The Midnight Sun (artist-2)\n2 albums\n\nAlbum     Year"))
    #expect(run.out.contains("Solstice  2015      4     "))
  }

  @Test func songShowsLabelledFields() async {
    let run = await runSunsonic(["song", "song-9"], with: musicValues())
    #expect(run.code == .success)
    #expect(run.out.contains("Title:           Midsummer\n"))
    #expect(run.out.contains("Rating:          4/5\n"))
    #expect(run.out.hasSuffix("ID:              song-9\n"))
  }

  @Test func albumsAsksForTheRequestedPageAndType() async {
    let asked = Mutex<[String]>([])
    var client = SubsonicClient.inMemory()
    let base = client.getAlbumList2
    client.getAlbumList2 = { type, size, offset, folder in
      asked.withLock { $0.append("\(type) \(size) \(offset)") }
      return try await base(type, size, offset, folder)
    }
    let cases: [([String], String)] = [
      ([], "newest 10 0"),
      (["--type", "alphabetical", "--size", "2", "--offset", "1"], "alphabeticalByName 2 1"),
      (
        ["--type", "by-year", "--from", "2020", "--to", "2010"], "byYear(from: 2020, to: 2010) 10 0"
      ),
      (["--type", "by-genre", "--genre", "Rock"], "byGenre(\"Rock\") 10 0"),
      (["--type", "frequent"], "frequent 10 0"),
      (["--type", "recent"], "recent 10 0"),
      (["--type", "starred"], "starred 10 0"),
      (["--type", "random"], "random 10 0"),
    ]
    for (arguments, _) in cases {
      let run = await runSunsonic(["albums"] + arguments, with: musicValues(client))
      #expect(run.code == .success, "\(arguments): \(run.err)")
    }
    #expect(asked.withLock { $0 } == cases.map(\.1))
  }

  @Test func albumsByGenreListsThatGenre() async {
    let run = await runSunsonic(
      ["albums", "--type", "by-genre", "--genre", "Rock"], with: musicValues())
    #expect(
      run.out == """
        Album     Artist            Year  Songs  ID
        Equinox   The Midnight Sun  2018      3  album-4
        Solstice  The Midnight Sun  2015      4  album-3

        """)
  }

  @Test func emptyListsSaySoInsteadOfAnEmptyTable() async {
    var client = SubsonicClient.inMemory()
    client.getAlbumList2 = { _, _, _, _ in [] }
    client.getStarred2 = { _ in Starred() }
    #expect(await runSunsonic(["albums"], with: musicValues(client)).out == "No albums.\n")
    #expect(
      await runSunsonic(["starred"], with: musicValues(client)).out == "Nothing is starred.\n")
  }

  @Test func randomAsksForTheSize() async {
    let sizes = Mutex<[Int]>([])
    var client = SubsonicClient.inMemory()
    let base = client.getRandomSongs
    client.getRandomSongs = { filter in
      sizes.withLock { $0.append(filter.size) }
      return try await base(filter)
    }
    let run = await runSunsonic(["random", "--size", "3"], with: musicValues(client))
    #expect(run.code == .success)
    #expect(run.out.split(separator: "\n").count == 4)
    #expect(run.out.hasPrefix("Title"))
    #expect(sizes.withLock { $0 } == [3])
  }

  @Test func starRateScrobbleReachTheServerAndShowInReads() async {
    let client = SubsonicClient.inMemory()
    let values = musicValues(client)
    #expect(await runSunsonic(["star", "song-3"], with: values).out == "starred song song-3\n")
    #expect(
      await runSunsonic(["star", "album-2", "--album"], with: values).out
        == "starred album album-2\n")
    #expect(
      await runSunsonic(["rate", "song-3", "4"], with: values).out == "rated song song-3 4/5\n")
    #expect(
      await runSunsonic(["scrobble", "song-3"], with: values).out == "scrobbled song song-3\n")
    let song = await runSunsonic(["song", "song-3"], with: values)
    #expect(song.out.contains("Rating:          4/5\n"))
    #expect(song.out.contains("Plays:           1\n"))
    #expect(song.out.contains("Starred:  "))
    let starred = await runSunsonic(["starred"], with: values)
    #expect(starred.out.contains("Albums\nAlbum            Artist       Year  Songs  ID\n"))
    #expect(starred.out.contains("Morning Haze"))
    #expect(
      await runSunsonic(["rate", "song-3", "0"], with: values).out
        == "removed the rating of song song-3\n")
    #expect(await runSunsonic(["unstar", "song-3"], with: values).out == "unstarred song song-3\n")
  }

  @Test func starSendsTheKindOfIdGiven() async {
    let targets = Mutex<[StarTarget]>([])
    var client = SubsonicClient.unimplemented
    client.star = { target in targets.withLock { $0.append(target) } }
    // An id's shape (a digit, no space): taken as an id, no search.
    for arguments in [["star", "x1"], ["star", "x1", "--album"], ["star", "x1", "--artist"]] {
      #expect(await runSunsonic(arguments, with: musicValues(client)).code == .success)
    }
    #expect(targets.withLock { $0 } == [.song("x1"), .album("x1"), .artist("x1")])
  }

  @Test func serverTextCannotBreakTheTableOrEscapeTheTerminal() async {
    var client = SubsonicClient.unimplemented
    client.getArtists = { _ in
      [ArtistIndex(name: "E", artists: [Artist(id: "a\n1", name: "Evil\u{1b}[2J\tName")])]
    }
    let run = await runSunsonic(["artists"], with: musicValues(client))
    #expect(!run.out.contains("\u{1b}"))
    #expect(run.out.split(separator: "\n").count == 2)
    #expect(run.out.contains("Evil [2J Name"))
  }

  @Test func artistsJSON() async throws {
    let object = try await musicJSON(["artists"])
    let artists = try #require(object["artists"] as? [[String: Any]])
    #expect(artists.count == 4)
    #expect(Set(artists[0].keys) == JSONKeys.artist)
    #expect(artists[0]["id"] as? String == "artist-1")
  }

  @Test func albumJSON() async throws {
    let object = try await musicJSON(["album", "album-1"])
    #expect(Set(object.keys) == JSONKeys.album)
    let songs = try #require(object["songs"] as? [[String: Any]])
    #expect(songs.map { $0["id"] as? String } == ["song-1", "song-2", "song-3", "song-4"])
    #expect(Set(songs[0].keys) == JSONKeys.song)
    #expect(songs[0]["durationSeconds"] as? Int == 187)
  }

  @Test func artistAndSongJSON() async throws {
    let artist = try await musicJSON(["artist", "artist-1"])
    #expect(Set(artist.keys) == JSONKeys.artist)
    #expect((artist["albums"] as? [Any])?.count == 2)
    let song = try await musicJSON(["song", "song-1"])
    #expect(Set(song.keys) == JSONKeys.song)
    #expect(song["userRating"] as? Int == 5)
    #expect(song["starred"] is NSNull)
  }

  @Test func albumListJSON() async throws {
    let object = try await musicJSON(["albums", "--type", "alphabetical", "--size", "2"])
    #expect(Set(object.keys) == ["type", "size", "offset", "albums"])
    #expect(object["type"] as? String == "alphabeticalByName")
    #expect(object["size"] as? Int == 2)
    let albums = try #require(object["albums"] as? [[String: Any]])
    #expect(albums.map { $0["name"] as? String } == ["Dawn Chorus", "Equinox"])
    #expect(Set(albums[0].keys) == JSONKeys.album)
  }

  @Test func randomAndStarredJSON() async throws {
    let random = try await musicJSON(["random", "--size", "2"])
    #expect((random["songs"] as? [[String: Any]])?.count == 2)
    let starred = try await musicJSON(["starred"])
    #expect(Set(starred.keys) == ["artists", "albums", "songs"])
    let songs = try #require(starred["songs"] as? [[String: Any]])
    #expect(songs.first?["id"] as? String == "song-2")
    #expect((songs.first?["starred"] as? String)?.hasSuffix("Z") == true)
  }

  @Test func failuresPrintNoJSON() async {
    let run = await runSunsonic(
      ["album", "album-404", "--json"], with: musicValues())
    #expect(run.code == .notFound)
    #expect(run.out.isEmpty)
    #expect(run.err.hasPrefix("sunsonic: the Subsonic server answered error 70"))
  }
}
