/// What `star` or `unstar` applies to: any songs, albums and artists at once.
public struct StarTarget: Sendable, Hashable {
  /// Songs.
  public var songs: [SongID]
  /// Albums.
  public var albums: [AlbumID]
  /// Artists.
  public var artists: [ArtistID]

  /// Creates a target; every list defaults to empty.
  public init(songs: [SongID] = [], albums: [AlbumID] = [], artists: [ArtistID] = []) {
    self.songs = songs
    self.albums = albums
    self.artists = artists
  }

  /// One song.
  public static func song(_ id: SongID) -> StarTarget { StarTarget(songs: [id]) }
  /// One album.
  public static func album(_ id: AlbumID) -> StarTarget { StarTarget(albums: [id]) }
  /// One artist.
  public static func artist(_ id: ArtistID) -> StarTarget { StarTarget(artists: [id]) }

  /// Whether it names nothing (the API needs at least one id).
  public var isEmpty: Bool { songs.isEmpty && albums.isEmpty && artists.isEmpty }
}
