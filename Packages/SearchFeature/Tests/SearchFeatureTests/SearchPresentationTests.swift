import DependencyRegistryTesting
import LoadStore
import MusicPresentation
import SearchFeature
import SubsonicClient
import Testing

struct SearchPresentationTests {
  let results = SearchResults(query: "sun", result: Fixtures.sun, pageSize: 2)

  @Test func summaryCountsEachGroupAndSaysWhenMoreSongsMayExist() {
    expectEqual(
      SearchPresentation(results).summary,
      "1 artist, 1 album, 2 songs for \"sun\" (more songs available)")
    let few = SearchResults(query: "moon", result: Fixtures.moon, pageSize: 20)
    expectEqual(SearchPresentation(few).summary, "1 artist, 0 albums, 0 songs for \"moon\"")
    let none = SearchResults(query: "zzz", result: SearchResult(), pageSize: 20)
    expectEqual(SearchPresentation(none).summary, "nothing found for \"zzz\"")
  }

  @Test func tablesGiveHeadersAndCellsPerGroup() {
    let presentation = SearchPresentation(results)
    expectEqual(presentation.artists.headers, ["Name", "Albums", "ID"])
    expectEqual(presentation.artists.rows, [["The Midnight Sun", "2", "artist-2"]])
    expectEqual(presentation.albums.headers, ["Album", "Artist", "Year", "Songs", "ID"])
    expectEqual(
      presentation.albums.rows, [["Solstice", "The Midnight Sun", "2015", "4", "album-3"]])
    expectEqual(presentation.songs.headers, ["Title", "Artist", "Album", "Duration", "ID"])
    expectEqual(
      presentation.songs.rows,
      [
        ["Sun Never Sets", "The Midnight Sun", "Solstice", "3:41", "song-10"],
        ["Sunset Boulevard", "Civil Twilight", "Golden Hour", "1:02:05", "song-19"],
      ])
    expectEqual(presentation.songs.columns.map(\.alignment), [.left, .left, .left, .right, .left])
  }

  @Test func missingNamesAreShownAsMissingAndOtherValuesAsEmptyCells() {
    let table = CellTable.songs([Fixtures.sunrise])
    expectEqual(table.rows, [["Sunrise", "(unknown artist)", "(unknown album)", "", "song-21"]])
    let albums = CellTable.albums([Album(id: "a", name: "Untitled", songCount: 0)])
    expectEqual(albums.rows, [["Untitled", "(unknown artist)", "", "0", "a"]])
  }

  @Test func jsonHasCountsAndEveryKeyOfEachItem() throws {
    try expectEqual(
      SearchResultsJSON(results).encoded(),
      """
      {
        "albumCount" : 1,
        "albums" : [
          {
            "artist" : "The Midnight Sun",
            "artistId" : "artist-2",
            "coverArt" : null,
            "created" : null,
            "durationSeconds" : 900,
            "genre" : "Rock",
            "id" : "album-3",
            "name" : "Solstice",
            "playCount" : null,
            "songCount" : 4,
            "songs" : [

            ],
            "starred" : "2026-03-01T12:00:00Z",
            "year" : 2015
          }
        ],
        "artistCount" : 1,
        "artists" : [
          {
            "albumCount" : 2,
            "albums" : [

            ],
            "id" : "artist-2",
            "name" : "The Midnight Sun",
            "starred" : null
          }
        ],
        "hasMoreSongs" : true,
        "query" : "sun",
        "songCount" : 2,
        "songs" : [
          {
            "album" : "Solstice",
            "albumId" : "album-3",
            "artist" : "The Midnight Sun",
            "artistId" : "artist-2",
            "averageRating" : null,
            "bitRate" : null,
            "contentType" : null,
            "coverArt" : null,
            "discNumber" : null,
            "durationSeconds" : 221,
            "genre" : null,
            "id" : "song-10",
            "path" : null,
            "playCount" : null,
            "sizeBytes" : 18432,
            "starred" : null,
            "suffix" : null,
            "title" : "Sun Never Sets",
            "track" : 3,
            "userRating" : null,
            "year" : null
          },
          {
            "album" : "Golden Hour",
            "albumId" : null,
            "artist" : "Civil Twilight",
            "artistId" : null,
            "averageRating" : null,
            "bitRate" : null,
            "contentType" : null,
            "coverArt" : null,
            "discNumber" : null,
            "durationSeconds" : 3725,
            "genre" : null,
            "id" : "song-19",
            "path" : null,
            "playCount" : null,
            "sizeBytes" : null,
            "starred" : null,
            "suffix" : null,
            "title" : "Sunset Boulevard",
            "track" : null,
            "userRating" : null,
            "year" : null
          }
        ]
      }
      """)
  }
}
