import Foundation
import SubsonicClient

/// Library values for the tests, written out so that each test shows what it asserts on.
enum Fixtures {
  /// A two-disc album whose songs the server sends out of order.
  static let shuffledTwoDiscAlbum = Album(
    id: "album-9", name: "Two Halves", artist: "Aurora Vale", artistID: "artist-1", songCount: 5,
    duration: 1000, year: 2021,
    songs: [
      Song(id: "d2t2", title: "Dusk", discNumber: 2, duration: 200),
      Song(id: "d1t2", title: "Morning", track: 2, discNumber: 1, duration: 185),
      Song(id: "d2t1", title: "Noon", track: 1, discNumber: 2, duration: 3725),
      Song(id: "d1t1", title: "Dawn", track: 1, discNumber: 1, duration: 59),
      Song(id: "d1t3", title: "Breakfast", track: 3, duration: 300),
    ])
}
