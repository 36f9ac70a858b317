import Foundation
import SubsonicClient

// The annotation endpoints of the in-memory server: star, rate, scrobble.
extension PreviewState {
  func check(_ target: StarTarget) throws(SubsonicError) {
    guard !target.isEmpty else {
      throw .invalidArgument("star and unstar need at least one song, album or artist")
    }
    for id in target.songs { _ = try songRecord(id) }
    for id in target.albums { _ = try albumRecord(id) }
    for id in target.artists { _ = try artistRecord(id) }
  }

  mutating func star(_ target: StarTarget, now: Date) throws(SubsonicError) {
    try check(target)
    for id in target.songs where starredSongs[id] == nil { starredSongs[id] = now }
    for id in target.albums where starredAlbums[id] == nil { starredAlbums[id] = now }
    for id in target.artists where starredArtists[id] == nil { starredArtists[id] = now }
  }

  mutating func unstar(_ target: StarTarget) throws(SubsonicError) {
    try check(target)
    for id in target.songs { starredSongs[id] = nil }
    for id in target.albums { starredAlbums[id] = nil }
    for id in target.artists { starredArtists[id] = nil }
  }

  mutating func setRating(_ id: SongID, _ rating: Int) throws(SubsonicError) {
    guard (0...5).contains(rating) else {
      throw .invalidArgument("a rating is 0 (none) to 5, not \(rating)")
    }
    _ = try songRecord(id)
    ratings[id] = rating == 0 ? nil : rating
  }

  mutating func scrobble(
    _ id: SongID, submission: Bool, time: Date?, now: Date
  ) throws(SubsonicError) {
    _ = try songRecord(id)
    let when = time ?? now
    if submission {
      playCounts[id, default: 0] += 1
      lastPlayed[id] = max(lastPlayed[id] ?? when, when)
    } else {
      nowPlaying[Catalog.username] = NowPlayingRecord(
        songID: id, started: when, playerName: "SubsonicClient.preview")
    }
  }
}
