/// Everything the user starred (`getStarred2`).
public struct Starred: Sendable, Hashable {
  /// Starred artists.
  public var artists: [Artist]
  /// Starred albums.
  public var albums: [Album]
  /// Starred songs.
  public var songs: [Song]

  /// Creates the set; every list defaults to empty.
  public init(artists: [Artist] = [], albums: [Album] = [], songs: [Song] = []) {
    self.artists = artists
    self.albums = albums
    self.songs = songs
  }
}
