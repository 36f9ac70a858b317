import DependencyRegistryTesting
import MusicPresentation
import SubsonicClient
import Testing

struct CellTableLibraryTests {
  @Test func artistsTableFlattensTheIndexInOrder() {
    let table = CellTable.artists(Fixtures.indexes)
    expectEqual(table.headers, ["Name", "Albums", "ID"])
    expectEqual(table.columns.map(\.alignment), [.left, .right, .left])
    expectEqual(
      table.rows,
      [
        ["Aurora Vale", "2", "artist-1"],
        ["The Midnight Sun", "1", "artist-2"],
        ["Polar Night", "", "artist-3"],
      ])
  }

  @Test func albumTracksAreInTrackOrderWithDiscNumbersWhenThereAreSeveral() {
    let table = CellTable.albumTracks(Fixtures.shuffledTwoDiscAlbum)
    expectEqual(table.headers, ["#", "Title", "Artist", "Duration", "Size", "ID"])
    expectEqual(
      table.rows,
      [
        ["1-1", "Dawn", "(unknown artist)", "0:59", "1.5 kB", "d1t1"],
        ["1-2", "Morning", "(unknown artist)", "3:05", "4.2 MB", "d1t2"],
        ["1-3", "Breakfast", "(unknown artist)", "5:00", "", "d1t3"],
        ["2-1", "Noon", "(unknown artist)", "1:02:05", "999 B", "d2t1"],
        ["", "Dusk", "(unknown artist)", "3:20", "", "d2t2"],
      ])
  }

  @Test func singleDiscTracksShowPlainTrackNumbers() {
    let table = CellTable.albumTracks(Fixtures.dawnChorus)
    expectEqual(
      table.rows,
      [
        ["1", "First Light", "(unknown artist)", "3:07", "9.2 MB", "song-1"],
        ["2", "Birdsong", "(unknown artist)", "3:33", "10.2 kB", "song-2"],
      ])
  }

  @Test func albumListRowsShowAlbumArtistYearSongsAndID() {
    let table = CellTable.albums([Fixtures.dawnChorus, Fixtures.untitledYear])
    expectEqual(table.headers, ["Album", "Artist", "Year", "Songs", "ID"])
    expectEqual(
      table.rows,
      [
        ["Dawn Chorus", "Aurora Vale", "2019", "2", "album-1"],
        ["Loose Ends", "(unknown artist)", "", "1", "album-7"],
      ])
  }

  @Test func artistAlbumsShowYearSongsAndDuration() {
    var artist = Fixtures.aurora
    artist.albums = [Fixtures.dawnChorus, Fixtures.northernLights]
    let table = CellTable.artistAlbums(artist)
    expectEqual(table.headers, ["Album", "Year", "Songs", "Duration", "ID"])
    expectEqual(
      table.rows,
      [
        ["Dawn Chorus", "2019", "2", "6:40", "album-1"],
        ["Northern Lights", "2021", "3", "1:00:00", "album-2"],
      ])
  }

  @Test func songListRowsShowTitleArtistAlbumDurationAndID() {
    let table = CellTable.songs([Fixtures.firstLight, Fixtures.bareSong])
    expectEqual(table.headers, ["Title", "Artist", "Album", "Duration", "ID"])
    expectEqual(
      table.rows,
      [
        ["First Light", "Aurora Vale", "Dawn Chorus", "3:07", "song-1"],
        ["Untitled", "(unknown artist)", "(unknown album)", "", "song-x"],
      ])
  }

  @Test func songDetailsListEveryKnownFieldInOrder() {
    let table = CellTable.songDetails(Fixtures.firstLight)
    expectEqual(table.headers, ["Field", "Value"])
    expectEqual(
      table.rows,
      [
        ["Title", "First Light"],
        ["Artist", "Aurora Vale"],
        ["Album", "Dawn Chorus"],
        ["Track", "1 (disc 1)"],
        ["Year", "2019"],
        ["Genre", "Ambient"],
        ["Duration", "3:07"],
        ["Size", "9.2 MB"],
        ["Format", "flac, 880 kbit/s"],
        ["Rating", "4/5"],
        ["Average rating", "3.5/5"],
        ["Plays", "7"],
        ["Starred", "2026-03-01"],
        ["Path", "Aurora Vale/Dawn Chorus/01 First Light.flac"],
        ["ID", "song-1"],
      ])
  }

  @Test func songDetailsLeaveOutWhatTheSongDoesNotHave() {
    expectEqual(
      SongDetails.fields(of: Fixtures.bareSong),
      [
        SongDetails.Field(label: "Title", value: "Untitled"),
        SongDetails.Field(label: "ID", value: "song-x"),
      ])
    var unrated = Fixtures.bareSong
    unrated.userRating = 0
    unrated.averageRating = 4
    unrated.track = 7
    expectEqual(
      SongDetails.fields(of: unrated).map(\.label), ["Title", "Track", "Average rating", "ID"])
    expectEqual(SongDetails.fields(of: unrated)[2].value, "4/5")
  }

  /// The reported case: an album whose tags are empty printed a header of ` (23)` and blank cells.
  @Test func emptyNamesAreShownAsMissingInEveryTable() {
    let blank = Album(
      id: "23", name: "", artist: " ", songCount: 1,
      songs: [Song(id: "s-1", title: "\u{1B}\u{7}", album: "\n", artist: "\u{200B}")])
    expectEqual(CellTable.albums([blank]).rows, [["(no name)", "(unknown artist)", "", "1", "23"]])
    expectEqual(
      CellTable.albumTracks(blank).rows,
      [["", "(no title)", "(unknown artist)", "", "", "s-1"]])
    expectEqual(
      CellTable.songs(blank.songs).rows,
      [["(no title)", "(unknown artist)", "(unknown album)", "", "s-1"]])
    var artist = Artist(id: "ar-0", name: "\t", albumCount: 1)
    expectEqual(CellTable.artists([artist]).rows, [["(unknown artist)", "1", "ar-0"]])
    artist.albums = [blank]
    expectEqual(CellTable.artistAlbums(artist).rows, [["(no name)", "", "1", "", "23"]])
    expectEqual(
      SongDetails.fields(of: blank.songs[0]),
      [
        SongDetails.Field(label: "Title", value: "(no title)"),
        SongDetails.Field(label: "ID", value: "s-1"),
      ])
  }
}
