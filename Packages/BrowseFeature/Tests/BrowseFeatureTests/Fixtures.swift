import SubsonicClient

/// Library values for the store tests, written out so that each test shows what it asserts on.
enum Fixtures {
  static let aurora = Artist(id: "artist-1", name: "Aurora Vale", albumCount: 2)
  static let midnightSun = Artist(id: "artist-2", name: "The Midnight Sun", albumCount: 1)

  static let indexes = [
    ArtistIndex(name: "A", artists: [aurora]),
    ArtistIndex(name: "M", artists: [midnightSun]),
  ]

  /// A two-disc album whose songs the server sends out of order.
  static let twoDiscAlbum = Album(
    id: "album-9", name: "Two Halves", artist: "Aurora Vale", songCount: 4,
    songs: [
      Song(id: "d2t1", title: "Noon", track: 1, discNumber: 2),
      Song(id: "d1t2", title: "Morning", track: 2, discNumber: 1),
      Song(id: "d2-untracked", title: "Dusk", discNumber: 2),
      Song(id: "d1t1", title: "Dawn", track: 1),
    ])

  static let dawnChorus = Album(
    id: "album-1", name: "Dawn Chorus", artist: "Aurora Vale", songCount: 2, year: 2019)

  static let firstLight = Song(
    id: "song-1", title: "First Light", album: "Dawn Chorus", albumID: "album-1", track: 1,
    duration: 187)

  /// A song with only what every song has.
  static let bareSong = Song(id: "song-x", title: "Untitled")
}
