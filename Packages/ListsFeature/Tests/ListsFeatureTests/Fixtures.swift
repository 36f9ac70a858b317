import Foundation
import SubsonicClient

/// List values for the tests, written out so that each test shows what it asserts on.
enum Fixtures {
  /// 2026-03-01T12:00:00Z.
  static let marchFirst = Date(timeIntervalSince1970: 1_772_366_400)

  static let dawnChorus = Album(
    id: "album-1", name: "Dawn Chorus", artist: "Aurora Vale", artistID: "artist-1",
    songCount: 2, duration: 400, year: 2019, genre: "Ambient")

  static let northernLights = Album(
    id: "album-2", name: "Northern Lights", artist: "Aurora Vale", artistID: "artist-1",
    songCount: 3, duration: 3600, year: 2021, starred: marchFirst)

  /// A song with its album, artist and track.
  static let firstLight = Song(
    id: "song-1", title: "First Light", album: "Dawn Chorus", albumID: "album-1",
    artist: "Aurora Vale", artistID: "artist-1", track: 1, duration: 187, starred: marchFirst)

  /// A song with only what every song has.
  static let bareSong = Song(id: "song-x", title: "Untitled")
}
