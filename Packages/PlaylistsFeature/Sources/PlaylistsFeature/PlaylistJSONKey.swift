import MusicPresentation

/// Every key of the playlist JSON shapes.
enum PlaylistJSONKey: String, CodingKey {
  case id, name, comment, owner
  case isPublic = "public"
  case songCount, durationSeconds, created, changed, coverArt
  case entries, playlists
  case index, title, artist, album
}
