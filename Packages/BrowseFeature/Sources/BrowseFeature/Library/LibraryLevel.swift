import SubsonicClient

/// Where the library browser is: its navigation stack, artists → an artist's albums → an album's
/// songs, each level holding the rows chosen on the way to it.
public enum LibraryLevel: Hashable, Sendable {
  /// The artists.
  case artists
  /// The albums of `artist` (the row chosen in the artists).
  case albums(artist: Artist)
  /// The songs of `album` (the row chosen in the albums) by `artist`.
  case songs(artist: Artist, album: Album)

  /// The level below this one: `nil` at the artists.
  public var parent: LibraryLevel? {
    switch self {
    case .artists: nil
    case .albums: .artists
    case .songs(let artist, _): .albums(artist: artist)
    }
  }
}
