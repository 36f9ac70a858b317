import Foundation
import MusicPresentation
import SubsonicClient

/// Library values for the tests, written out so that each test shows what it asserts on.
enum Fixtures {
  /// 2026-03-01T12:00:00Z.
  static let marchFirst = Date(timeIntervalSince1970: 1_772_366_400)

  static let aurora = Artist(id: "artist-1", name: "Aurora Vale", albumCount: 2)
  static let midnightSun = Artist(
    id: "artist-2", name: "The Midnight Sun", albumCount: 1, starred: marchFirst)
  static let unknownCount = Artist(id: "artist-3", name: "Polar Night")

  static let indexes = [
    ArtistIndex(name: "A", artists: [aurora]),
    ArtistIndex(name: "M", artists: [midnightSun]),
    ArtistIndex(name: "P", artists: [unknownCount]),
  ]

  /// A two-disc album whose songs the server sends out of order.
  static let shuffledTwoDiscAlbum = Album(
    id: "album-9", name: "Two Halves", artist: "Aurora Vale", artistID: "artist-1", songCount: 5,
    duration: 4469, year: 2021,
    songs: [
      Song(id: "d2t2", title: "Dusk", discNumber: 2, duration: 200),
      Song(id: "d1t2", title: "Morning", track: 2, discNumber: 1, duration: 185, size: 4_200_000),
      Song(id: "d2t1", title: "Noon", track: 1, discNumber: 2, duration: 3725, size: 999),
      Song(id: "d1t1", title: "Dawn", track: 1, discNumber: 1, duration: 59, size: 1_500),
      Song(id: "d1t3", title: "Breakfast", track: 3, duration: 300),
    ])

  /// A one-disc album in order.
  static let dawnChorus = Album(
    id: "album-1", name: "Dawn Chorus", artist: "Aurora Vale", artistID: "artist-1",
    songCount: 2, duration: 400, year: 2019, genre: "Ambient",
    songs: [
      Song(id: "song-1", title: "First Light", track: 1, duration: 187, size: 9_216_000),
      Song(id: "song-2", title: "Birdsong", track: 2, duration: 213, size: 10_240),
    ])

  static let northernLights = Album(
    id: "album-2", name: "Northern Lights", artist: "Aurora Vale", artistID: "artist-1",
    songCount: 3, duration: 3600, year: 2021)

  static let untitledYear = Album(id: "album-7", name: "Loose Ends", songCount: 1)

  /// A song with every field set.
  static let firstLight = Song(
    id: "song-1", title: "First Light", album: "Dawn Chorus", albumID: "album-1",
    artist: "Aurora Vale", artistID: "artist-1", track: 1, discNumber: 1, year: 2019,
    genre: "Ambient", duration: 187, size: 9_216_000, suffix: "flac", contentType: "audio/flac",
    bitRate: 880, coverArt: "cover-album-1", path: "Aurora Vale/Dawn Chorus/01 First Light.flac",
    starred: marchFirst, userRating: 4, averageRating: 3.5, playCount: 7)

  /// A song with only what every song has.
  static let bareSong = Song(id: "song-x", title: "Untitled")
}
