import DependencyRegistryTesting
import MusicPresentation
import SubsonicClient
import Testing

struct LibraryJSONTests {
  @Test func songEncodesEveryFieldWithStableNames() throws {
    try expectEqual(
      SongJSON(Fixtures.firstLight).encoded(),
      """
      {
        "album" : "Dawn Chorus",
        "albumId" : "album-1",
        "artist" : "Aurora Vale",
        "artistId" : "artist-1",
        "averageRating" : 3.5,
        "bitRate" : 880,
        "contentType" : "audio/flac",
        "coverArt" : "cover-album-1",
        "discNumber" : 1,
        "durationSeconds" : 187,
        "genre" : "Ambient",
        "id" : "song-1",
        "path" : "Aurora Vale/Dawn Chorus/01 First Light.flac",
        "playCount" : 7,
        "sizeBytes" : 9216000,
        "starred" : "2026-03-01T12:00:00Z",
        "suffix" : "flac",
        "title" : "First Light",
        "track" : 1,
        "userRating" : 4,
        "year" : 2019
      }
      """)
  }

  @Test func unknownFieldsAreNullNotMissing() throws {
    let json = try SongJSON(Fixtures.bareSong).encoded()
    for key in [
      "album", "albumId", "artist", "artistId", "averageRating", "bitRate", "contentType",
      "coverArt", "discNumber", "durationSeconds", "genre", "path", "playCount", "sizeBytes",
      "starred",
      "suffix", "track", "userRating", "year",
    ] {
      #expect(json.contains("\"\(key)\" : null"), "\(key) should be null")
    }
    #expect(json.contains(#""id" : "song-x""#))
  }

  @Test func albumEncodesItsSongsInTrackOrder() throws {
    let value = AlbumJSON(Fixtures.shuffledTwoDiscAlbum)
    expectEqual(value.songs.map(\.id), ["d1t1", "d1t2", "d1t3", "d2t1", "d2t2"])
    expectEqual(value.artistId, "artist-1")
    expectEqual(value.durationSeconds, 4469)
    let json = try AlbumJSON(Fixtures.untitledYear).encoded()
    expectEqual(
      json,
      """
      {
        "artist" : null,
        "artistId" : null,
        "coverArt" : null,
        "created" : null,
        "durationSeconds" : null,
        "genre" : null,
        "id" : "album-7",
        "name" : "Loose Ends",
        "playCount" : null,
        "songCount" : 1,
        "songs" : [

        ],
        "starred" : null,
        "year" : null
      }
      """)
  }

  @Test func artistsListIsFlatWithEmptyAlbumLists() throws {
    let json = try ArtistsJSON(Fixtures.indexes).encoded()
    expectEqual(
      json,
      """
      {
        "artists" : [
          {
            "albumCount" : 2,
            "albums" : [

            ],
            "id" : "artist-1",
            "name" : "Aurora Vale",
            "starred" : null
          },
          {
            "albumCount" : 1,
            "albums" : [

            ],
            "id" : "artist-2",
            "name" : "The Midnight Sun",
            "starred" : "2026-03-01T12:00:00Z"
          },
          {
            "albumCount" : null,
            "albums" : [

            ],
            "id" : "artist-3",
            "name" : "Polar Night",
            "starred" : null
          }
        ]
      }
      """)
  }

  @Test func artistCarriesItsAlbums() {
    var artist = Fixtures.aurora
    artist.albums = [Fixtures.dawnChorus, Fixtures.northernLights]
    let value = ArtistJSON(artist)
    expectEqual(value.albums.map(\.name), ["Dawn Chorus", "Northern Lights"])
    expectEqual(value.albums[0].songs.count, 2)
  }

  @Test func encodingIsByteStable() throws {
    let first = try AlbumJSON(Fixtures.shuffledTwoDiscAlbum).encoded()
    let second = try AlbumJSON(Fixtures.shuffledTwoDiscAlbum).encoded()
    expectEqual(first, second)
  }
}
