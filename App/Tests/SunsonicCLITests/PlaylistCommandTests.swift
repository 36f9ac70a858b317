import PlaylistsFeature
import SubsonicClient
import SubsonicClientInMemory
import Testing

@testable import SunsonicCLI

/// `playlists` and `playlist ...`: input checks, the playlist as read back after each change,
/// JSON, failures naming the step.
@MainActor
struct PlaylistCommandTests {
  @Test(arguments: [
    (["playlists", "x"], "unexpected argument \"x\" for 'sunsonic playlists'"),
    (
      ["playlist"],
      "missing ID or an action (show, create, add, remove, rename, delete)"
    ),
    (["playlist", "create"], "missing NAME (usage: sunsonic playlist create NAME)"),
    (["playlist", "create", " "], "NAME \" \": empty"),
    (
      ["playlist", "create", "Mix", "--song", ""],
      "--song \"\": empty (give an id as listed by sunsonic)"
    ),
    (
      ["playlist", "add", "p1", "--song", "s1"],
      "--song is only for 'playlist create' (use 'playlist add ID SONG...')"
    ),
    (["playlist", "add", "p1"], "missing SONG (usage: sunsonic playlist add ID SONG...)"),
    (["playlist", "add"], "missing ID (usage: sunsonic playlist add ID SONG...)"),
    (["playlist", "remove", "p1", "0"], "INDEX \"0\": not an entry index from 1 to 100000"),
    (["playlist", "remove", "p1", "x"], "INDEX \"x\": not an entry index from 1 to 100000"),
    (["playlist", "rename", "p1"], "missing NAME (usage: sunsonic playlist rename ID NAME)"),
    (["playlist", "rename", "p1", ""], "NAME \"\": empty"),
    (["playlist", "delete", "p1", "p2"], "unexpected argument \"p2\" for 'playlist delete'"),
    (
      ["playlist", "p1", "p2"],
      "unexpected argument \"p2\" for 'playlist p1' (actions: show, create, add, remove, rename,"
        + " delete)"
    ),
  ])
  func badInputIsExit64NamingArgumentAndValue(arguments: [String], message: String) async {
    await expectUsageError(arguments, message)
  }

  @Test func playlistChangesPrintThePlaylistAsReadBack() async {
    let values = musicValues()
    let created = await runSunsonic(
      ["playlist", "create", "Road Trip", "--song", "song-1", "--song", "song-5"], with: values)
    #expect(created.code == .success)
    #expect(created.out.hasPrefix("Road Trip (playlist-2)\n2 songs, 6:42, owner preview"))
    #expect(created.out.contains("    1  First Light  Aurora Vale      3:07  song-1\n"))

    let added = await runSunsonic(["playlist", "add", "playlist-2", "song-9"], with: values)
    #expect(added.out.contains("    3  Midsummer"))
    let removed = await runSunsonic(["playlist", "remove", "playlist-2", "1", "3"], with: values)
    #expect(removed.out.contains("1 song, 3:35"))
    let renamed = await runSunsonic(
      ["playlist", "rename", "playlist-2", "Long Drive"], with: values)
    #expect(renamed.out.hasPrefix("Long Drive (playlist-2)\n"))
    let listed = await runSunsonic(["playlists"], with: values)
    #expect(listed.out.contains("\nLong Drive       1      3:35  preview  playlist-2\n"))
    let deleted = await runSunsonic(["playlist", "delete", "playlist-2"], with: values)
    #expect(deleted.out == "deleted playlist Long Drive (playlist-2), 1 song\n")
    let gone = await runSunsonic(["playlist", "show", "playlist-2"], with: values)
    #expect(gone.code == .notFound)
    #expect(gone.err.hasPrefix("sunsonic: could not load playlist playlist-2: "))
  }

  @Test func removingAnEntryOutOfRangeIsRefusedWithoutChangingAnything() async {
    var client = SubsonicClient.inMemory()
    client.updatePlaylist = { _, _ in Issue.record("the removal was sent") }
    let run = await runSunsonic(
      ["playlist", "remove", "playlist-1", "9"], with: musicValues(client))
    #expect(run.code == .usage)
    #expect(
      run.err
        == "sunsonic: position 9 is out of range: the playlist has 4 entries, at positions 1 to 4\n"
    )
  }

  @Test func playlistsJSON() async throws {
    let list = try await musicJSON(["playlists"])
    let playlists = try #require(list["playlists"] as? [[String: Any]])
    #expect(Set(playlists[0].keys) == JSONKeys.playlist)
    let one = try await musicJSON(["playlist", "playlist-1"])
    #expect(Set(one.keys) == JSONKeys.playlist.union(["entries"]))
    let entries = try #require(one["entries"] as? [[String: Any]])
    #expect(entries.map { $0["index"] as? Int } == [1, 2, 3, 4])
    #expect(Set(entries[0].keys) == ["index", "id", "title", "artist", "album", "durationSeconds"])
    let deleted = try await musicJSON(["playlist", "delete", "playlist-1"])
    let summary = try #require(deleted["deleted"] as? [String: Any])
    #expect(Set(summary.keys) == JSONKeys.playlist)
  }

  @Test func playlistFailuresNameTheStepAndKeepTheCausesCode() {
    let auth = PlaylistFailure.load("p1", .api(SubsonicAPIError(code: .notAuthorized)))
    #expect(ErrorTranslation.failure(for: auth).exitCode == .permission)
    #expect(ErrorTranslation.failure(for: auth).message.hasPrefix("could not load playlist p1: "))
    let lost = PlaylistFailure.createdPlaylistNotFound(name: "Mix")
    #expect(ErrorTranslation.failure(for: lost).exitCode == .unavailable)
    let input = PlaylistInputError.duplicatePositions([2])
    #expect(
      ErrorTranslation.failure(for: input)
        == .usage("position 2 is given more than once"))
  }

  @Test func duplicateIndexesAreRefusedBeforeAnyRequest() async {
    let run = await runSunsonic(
      ["playlist", "remove", "p1", "2", "2"], with: musicValues(.unimplemented))
    #expect(run.code == .usage)
    #expect(run.err == "sunsonic: position 2 is given more than once\n")
  }

  @Test func noPlaylistsSaysSo() async {
    var client = SubsonicClient.inMemory()
    client.getPlaylists = { _ in [] }
    #expect(await runSunsonic(["playlists"], with: musicValues(client)).out == "No playlists.\n")
  }
}
