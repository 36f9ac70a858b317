import SubsonicClient

/// What a search found, grouped by kind, with what is known about further pages.
public struct SearchResults: Sendable, Hashable {
  /// The query text searched (trimmed).
  public let query: String
  /// Matching artists, in the server's order.
  public let artists: [Artist]
  /// Matching albums, in the server's order.
  public let albums: [Album]
  /// Matching songs, every page loaded so far, in the server's order.
  public let songs: [Song]
  /// Whether a full page of artists came back, so more may exist.
  public let hasMoreArtists: Bool
  /// Whether a full page of albums came back, so more may exist.
  public let hasMoreAlbums: Bool
  /// Whether the last page of songs was full, so ``SearchStore/loadMore()`` may find more.
  public let hasMoreSongs: Bool

  /// Results of `query` from `result`, a first page of at most `pageSize` of each kind.
  public init(query: String, result: SearchResult, pageSize: Int) {
    self.init(
      query: query, artists: result.artists, albums: result.albums, songs: result.songs,
      hasMoreArtists: result.artists.count >= pageSize,
      hasMoreAlbums: result.albums.count >= pageSize,
      hasMoreSongs: result.songs.count >= pageSize)
  }

  /// Creates results from their parts.
  public init(
    query: String,
    artists: [Artist],
    albums: [Album],
    songs: [Song],
    hasMoreArtists: Bool = false,
    hasMoreAlbums: Bool = false,
    hasMoreSongs: Bool = false
  ) {
    self.query = query
    self.artists = artists
    self.albums = albums
    self.songs = songs
    self.hasMoreArtists = hasMoreArtists
    self.hasMoreAlbums = hasMoreAlbums
    self.hasMoreSongs = hasMoreSongs
  }

  /// How many artists were found (so far).
  public var artistCount: Int { artists.count }
  /// How many albums were found (so far).
  public var albumCount: Int { albums.count }
  /// How many songs were loaded (so far).
  public var songCount: Int { songs.count }
  /// Whether nothing at all was found.
  public var isEmpty: Bool { artists.isEmpty && albums.isEmpty && songs.isEmpty }

  /// These results with `page` of songs appended; more songs may exist when the page was full.
  func appendingSongs(_ page: [Song], pageSize: Int) -> SearchResults {
    SearchResults(
      query: query, artists: artists, albums: albums, songs: songs + page,
      hasMoreArtists: hasMoreArtists, hasMoreAlbums: hasMoreAlbums,
      hasMoreSongs: page.count >= pageSize)
  }
}
