import SubsonicClient

/// What the album lists screen shows: a kind's albums, the genres, or the albums of a genre
/// opened from them.
public enum AlbumListsLevel: Hashable, Sendable {
  /// The albums of `kind` (any kind but the genres).
  case albums(AlbumListKind)
  /// The genres.
  case genres
  /// The albums of `genre`, opened from the genres.
  case genreAlbums(Genre)
}
