import Foundation
import SubsonicClient

// The annotation endpoints of the in-memory server: star, rate, scrobble, report playback.
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

  /// A playback report as an OpenSubsonic server takes it: `starting` and `playing` make the
  /// song the user's now playing entry, `stopped` removes that entry and counts a play when
  /// playback got at least half way into the song or 240 s, `paused` changes nothing.
  mutating func reportPlayback(
    _ id: SongID, _ playback: PlaybackReportState, positionMilliseconds: Int, now: Date
  ) throws(SubsonicError) {
    guard positionMilliseconds >= 0 else {
      throw .invalidArgument("a playback position is 0 or more, not \(positionMilliseconds)")
    }
    let record = try songRecord(id)
    switch playback {
    case .starting, .playing:
      try scrobble(id, submission: false, time: nil, now: now)
    case .paused:
      break
    case .stopped:
      if nowPlaying[Catalog.username]?.songID == id { nowPlaying[Catalog.username] = nil }
      if positionMilliseconds >= min(record.duration * 500, 240_000) {
        try scrobble(id, submission: true, time: nil, now: now)
      }
    }
  }
}
