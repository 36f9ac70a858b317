import PlaylistsFeature
import SubsonicClient
import Testing

@testable import SunsonicCLI

/// The playlists feature's cells drawn by the app's one renderer, as `playlists` and
/// `playlist ID` print them.
struct PlaylistTextTests {
  static let morningMix = Playlist(
    id: "playlist-1", name: "Morning Mix", comment: "Songs for the first hour of the day",
    owner: "preview", isPublic: false, songCount: 3, duration: 3966,
    entries: [
      Song(id: "song-1", title: "First Light", artist: "Aurora Vale", duration: 241),
      Song(id: "song-5", title: "Tide Line", artist: "Aurora Vale", duration: 3725),
      Song(id: "song-9", title: "Untitled"),
    ])
  static let roadTrip = Playlist(
    id: "7", name: "Road Trip", owner: "alice", isPublic: true, songCount: 12, duration: 2750)

  @Test func playlistsTableAlignsNameSongsDurationOwnerAndID() {
    #expect(
      TextTable.render(PlaylistsTable([Self.morningMix, Self.roadTrip]).table) == """
        Name         Songs  Duration  Owner    ID
        Morning Mix      3   1:06:06  preview  playlist-1
        Road Trip       12     45:50  alice    7

        """)
    #expect(TextTable.render(PlaylistsTable([]).table) == "Name  Songs  Duration  Owner  ID\n")
  }

  @Test func playlistShowsHeadingSummaryCommentAndEntries() {
    #expect(
      PlaylistCommands.text(of: PlaylistPresentation(Self.morningMix)) == """
        Morning Mix (playlist-1)
        3 songs, 1:06:06, owner preview, private
        Songs for the first hour of the day

        Index  Title        Artist            Duration  ID
            1  First Light  Aurora Vale           4:01  song-1
            2  Tide Line    Aurora Vale        1:02:05  song-5
            3  Untitled     (unknown artist)         -  song-9

        """)
  }

  @Test func emptyPlaylistSaysItHasNoEntries() {
    let empty = Playlist(id: "4", name: "New", comment: "  ", songCount: 1, duration: 59)
    #expect(
      PlaylistCommands.text(of: PlaylistPresentation(empty)) == """
        New (4)
        1 song, 0:59

        No entries.

        """)
  }

  @Test func controlCharactersInServerTextCannotBreakTheTable() {
    let sneaky = Song(id: "s\n1", title: "Line\nBreak\u{1B}[2J", artist: "Tab\tbed")
    let text = TextTable.render(PlaylistEntriesTable([sneaky]).table)
    #expect(!text.contains("\u{1B}"))
    #expect(text.split(separator: "\n").count == 2)
  }
}
