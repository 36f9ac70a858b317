import DependencyRegistryTesting
import Foundation
import SubsonicClient

/// Search answers for the tests, written out so that each test shows what it asserts on.
enum Fixtures {
  /// 2026-03-01T12:00:00Z.
  static let marchFirst = Date(timeIntervalSince1970: 1_772_366_400)

  static let midnightSun = Artist(id: "artist-2", name: "The Midnight Sun", albumCount: 2)
  static let solstice = Album(
    id: "album-3", name: "Solstice", artist: "The Midnight Sun", artistID: "artist-2",
    songCount: 4, duration: 900, year: 2015, genre: "Rock", starred: marchFirst)
  static let sunNeverSets = Song(
    id: "song-10", title: "Sun Never Sets", album: "Solstice", albumID: "album-3",
    artist: "The Midnight Sun", artistID: "artist-2", track: 3, duration: 221, size: 18_432)
  static let sunsetBoulevard = Song(
    id: "song-19", title: "Sunset Boulevard", album: "Golden Hour", artist: "Civil Twilight",
    duration: 3725)
  static let sunrise = Song(id: "song-21", title: "Sunrise")

  /// What searching "sun" finds.
  static let sun = SearchResult(
    artists: [midnightSun], albums: [solstice], songs: [sunNeverSets, sunsetBoulevard])

  /// What searching "moon" finds.
  static let moon = SearchResult(
    artists: [Artist(id: "artist-9", name: "Moon Choir")], albums: [], songs: [])

  /// A search3 that answers `sun` for "sun", `moon` for anything else, and records each query.
  static func search(recording asked: Recorder<SearchQuery>) -> SubsonicClient {
    var client = SubsonicClient.unimplemented
    client.search3 = { query in
      asked.record(query)
      return query.text == "sun" ? sun : moon
    }
    return client
  }
}
