import Foundation
import SubsonicClient

/// Small playlists and songs, shaped as a Subsonic server answers them.
enum Fixtures {
  static let firstLight = Song(
    id: "song-1", title: "First Light", album: "Dawn", artist: "Aurora Vale", duration: 241)
  static let tideLine = Song(
    id: "song-5", title: "Tide Line", album: "Dawn", artist: "Aurora Vale", duration: 3725)
  static let untitled = Song(id: "song-9", title: "Untitled")

  /// Three entries: the ids in table order are song-1, song-5, song-9.
  static let morningMix = Playlist(
    id: "playlist-1",
    name: "Morning Mix",
    comment: "Songs for the first hour of the day",
    owner: "preview",
    isPublic: false,
    songCount: 3,
    duration: 3966,
    created: utc("2026-02-10T08:00:00Z"),
    changed: utc("2026-02-12T09:30:15Z"),
    coverArt: "pl-1",
    entries: [firstLight, tideLine, untitled]
  )

  /// As `getPlaylists` lists it: no entries, no `changed` (supysonic leaves it out).
  static let roadTrip = Playlist(
    id: "7", name: "Road Trip", owner: "alice", isPublic: true, songCount: 12, duration: 2750,
    created: utc("2026-03-01T12:00:00Z"))

  static func utc(_ text: String) -> Date {
    try! Date(text, strategy: .iso8601)
  }
}
