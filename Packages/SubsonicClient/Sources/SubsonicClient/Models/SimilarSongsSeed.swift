/// What `getSimilarSongs` starts a radio from: a song, an album or an artist (the API takes any
/// of their ids as `id`).
public enum SimilarSongsSeed: Sendable, Hashable {
  /// Songs like this song.
  case song(SongID)
  /// Songs like this album's.
  case album(AlbumID)
  /// Songs like this artist's (file-tree servers know an artist by its directory id).
  case artist(ArtistID)

  /// The id as the API's `id` parameter takes it.
  public var rawID: String {
    switch self {
    case .song(let id): return id.rawValue
    case .album(let id): return id.rawValue
    case .artist(let id): return id.rawValue
    }
  }
}
