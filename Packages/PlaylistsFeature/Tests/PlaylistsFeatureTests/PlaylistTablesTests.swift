import DependencyRegistryTesting
import PlaylistsFeature
import SubsonicClient
import Testing

struct PlaylistTablesTests {
  @Test func playlistsTableAlignsNameSongsDurationOwnerAndID() {
    let table = PlaylistsTable([Fixtures.morningMix, Fixtures.roadTrip])
    expectEqual(PlaylistsTable.columns.map(\.title), ["Name", "Songs", "Duration", "Owner", "ID"])
    expectEqual(
      table.rows.map(\.cells),
      [
        ["Morning Mix", "3", "1:06:06", "preview", "playlist-1"],
        ["Road Trip", "12", "45:50", "alice", "7"],
      ])
    expectEqual(table.table.columns.map(\.alignment), [.left, .right, .right, .left, .left])
  }

  @Test func playlistWithoutOwnerShowsADash() {
    let table = PlaylistsTable([Playlist(id: "1", name: "Anon", songCount: 0, duration: 0)])
    expectEqual(table.rows.map(\.cells), [["Anon", "0", "0:00", "-", "1"]])
  }

  @Test func entriesAreNumberedFromOneAsPlaylistRemoveTakesThem() {
    let table = PlaylistEntriesTable(Fixtures.morningMix.entries)
    expectEqual(table.rows.map(\.position), [1, 2, 3])
    expectEqual(
      table.table.rows,
      [
        ["1", "First Light", "Aurora Vale", "4:01", "song-1"],
        ["2", "Tide Line", "Aurora Vale", "1:02:05", "song-5"],
        ["3", "Untitled", "(unknown artist)", "-", "song-9"],
      ])
    expectEqual(table.table.headers, ["Index", "Title", "Artist", "Duration", "ID"])
  }

  @Test func controlCharactersInServerTextCannotBreakTheTable() {
    let sneaky = Song(id: "s\n1", title: "Line\nBreak\u{1B}[2J", artist: "Tab\tbed")
    let row = PlaylistEntriesTable([sneaky]).rows[0]
    expectEqual(row.title, "Line Break [2J")
    expectEqual(row.artist, "Tab bed")
    expectEqual(row.id, "s 1")
    #expect(!PlaylistEntriesTable([sneaky]).table.rows.joined().joined().contains("\u{1B}"))
    #expect(!PlaylistEntriesTable([sneaky]).table.rows.joined().joined().contains("\n"))
  }

  /// The reported case in a playlist's form: a name left empty is no blank heading ` (23)`.
  @Test func emptyNamesAreShownAsMissing() {
    let blank = Playlist(
      id: "23", name: "", songCount: 1, duration: 0,
      entries: [Song(id: "s-1", title: " \u{7}", artist: "")])
    expectEqual(PlaylistPresentation(blank).heading, "(no name) (23)")
    expectEqual(PlaylistsTable([blank]).rows.map(\.name), ["(no name)"])
    expectEqual(
      PlaylistEntriesTable(blank.entries).table.rows,
      [["1", "(no title)", "(unknown artist)", "-", "s-1"]])
  }

  @Test func emptyListIsTheHeaderLineOnly() {
    expectEqual(PlaylistsTable([]).table.headers, ["Name", "Songs", "Duration", "Owner", "ID"])
    #expect(PlaylistsTable([]).table.rows.isEmpty)
  }

  @Test func playlistPresentationShowsHeadingSummaryCommentAndEntries() {
    let presentation = PlaylistPresentation(Fixtures.morningMix)
    expectEqual(presentation.heading, "Morning Mix (playlist-1)")
    expectEqual(presentation.summary, "3 songs, 1:06:06, owner preview, private")
    expectEqual(
      presentation.lines,
      [
        "Morning Mix (playlist-1)", "3 songs, 1:06:06, owner preview, private",
        "Songs for the first hour of the day",
      ])
    expectEqual(presentation.entries, PlaylistEntriesTable(Fixtures.morningMix.entries))
  }

  @Test func emptyPlaylistSaysItHasNoEntries() {
    let empty = Playlist(id: "4", name: "New", comment: "  ", songCount: 1, duration: 59)
    let presentation = PlaylistPresentation(empty)
    expectEqual(presentation.comment, nil)
    expectEqual(presentation.lines, ["New (4)", "1 song, 0:59"])
    #expect(presentation.entries.rows.isEmpty)
  }

  @Test func changesDescribeThemselvesInOneLine() {
    expectEqual(
      PlaylistChange.create(name: "Road\nTrip", songs: ["a", "b"]).description,
      #"create playlist "Road Trip" with 2 songs"#)
    expectEqual(PlaylistChange.create(name: "X", songs: []).description, #"create playlist "X""#)
    expectEqual(
      PlaylistChange.rename("7", to: "Evening").description, #"rename playlist 7 to "Evening""#)
    expectEqual(PlaylistChange.add(["a"], to: "7").description, "add 1 song to playlist 7")
    expectEqual(
      PlaylistChange.remove(positions: [3, 1], from: "7").description,
      "remove entries 3, 1 from playlist 7")
    #expect(
      PlaylistChange.remove(positions: [2], from: "7").description
        == "remove entry 2 from playlist 7")
    expectEqual(PlaylistChange.delete("7").description, "delete playlist 7")
    expectEqual(PlaylistChange.delete("7").playlistID, "7")
    expectEqual(PlaylistChange.create(name: "X", songs: []).playlistID, nil)
  }
}
