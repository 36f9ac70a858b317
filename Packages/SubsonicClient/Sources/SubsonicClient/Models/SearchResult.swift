/// What `search3` found: one page of each kind.
public struct SearchResult: Sendable, Hashable {
  /// Matching artists.
  public var artists: [Artist]
  /// Matching albums.
  public var albums: [Album]
  /// Matching songs.
  public var songs: [Song]

  /// Creates a result; every list defaults to empty.
  public init(artists: [Artist] = [], albums: [Album] = [], songs: [Song] = []) {
    self.artists = artists
    self.albums = albums
    self.songs = songs
  }
}
