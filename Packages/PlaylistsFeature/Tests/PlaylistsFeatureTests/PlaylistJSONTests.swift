import DependencyRegistryTesting
import PlaylistsFeature
import SubsonicClient
import Testing

struct PlaylistJSONTests {
  @Test func playlistsEncodeEveryKeyWithNullsAndUTCDates() throws {
    let json = try PlaylistsJSON([Fixtures.morningMix, Fixtures.roadTrip]).encoded()
    expectEqual(
      json,
      """
      {
        "playlists" : [
          {
            "changed" : "2026-02-12T09:30:15Z",
            "comment" : "Songs for the first hour of the day",
            "coverArt" : "pl-1",
            "created" : "2026-02-10T08:00:00Z",
            "durationSeconds" : 3966,
            "id" : "playlist-1",
            "name" : "Morning Mix",
            "owner" : "preview",
            "public" : false,
            "songCount" : 3
          },
          {
            "changed" : null,
            "comment" : null,
            "coverArt" : null,
            "created" : "2026-03-01T12:00:00Z",
            "durationSeconds" : 2750,
            "id" : "7",
            "name" : "Road Trip",
            "owner" : "alice",
            "public" : true,
            "songCount" : 12
          }
        ]
      }
      """)
  }

  @Test func noPlaylistsIsAnEmptyArray() throws {
    try expectEqual(PlaylistsJSON([]).encoded(), "{\n  \"playlists\" : [\n\n  ]\n}")
  }

  @Test func playlistEncodesItsEntriesWithOneBasedIndexes() throws {
    var short = Fixtures.morningMix
    short.entries = [Fixtures.firstLight, Fixtures.untitled]
    let json = try PlaylistJSON(short).encoded()
    expectEqual(
      json,
      """
      {
        "changed" : "2026-02-12T09:30:15Z",
        "comment" : "Songs for the first hour of the day",
        "coverArt" : "pl-1",
        "created" : "2026-02-10T08:00:00Z",
        "durationSeconds" : 3966,
        "entries" : [
          {
            "album" : "Dawn",
            "artist" : "Aurora Vale",
            "durationSeconds" : 241,
            "id" : "song-1",
            "index" : 1,
            "title" : "First Light"
          },
          {
            "album" : null,
            "artist" : null,
            "durationSeconds" : null,
            "id" : "song-9",
            "index" : 2,
            "title" : "Untitled"
          }
        ],
        "id" : "playlist-1",
        "name" : "Morning Mix",
        "owner" : "preview",
        "public" : false,
        "songCount" : 3
      }
      """)
  }

  @Test func encodingIsByteStable() throws {
    try expectEqual(
      PlaylistJSON(Fixtures.morningMix).encoded(), PlaylistJSON(Fixtures.morningMix).encoded())
    try expectEqual(
      PlaylistsJSON([Fixtures.roadTrip]).encoded(), PlaylistsJSON([Fixtures.roadTrip]).encoded())
  }
}
