import JSONOutput
import MusicPresentation
import SubsonicClient

/// A page of an album list as JSON: `type` (the API's name, `newest`), `size`, `offset` and
/// `albums` (``AlbumJSON``, in the list's order).
public struct AlbumListJSON: StableJSON, Hashable {
  /// The list type's API name.
  public let type: String
  /// The page size asked.
  public let size: Int
  /// The offset asked.
  public let offset: Int
  /// The albums.
  public let albums: [AlbumJSON]

  /// The JSON of the page `albums` that `request` loaded.
  public init(_ albums: [Album], request: AlbumListRequest) {
    type = request.type.name
    size = request.size
    offset = request.offset
    self.albums = albums.map(AlbumJSON.init)
  }
}

/// A list of songs (random songs) as JSON, `{"songs": [...]}` of ``SongJSON``.
public struct SongsJSON: StableJSON, Hashable {
  /// The songs, in the given order.
  public let songs: [SongJSON]

  /// The JSON of `songs`.
  public init(_ songs: [Song]) {
    self.songs = songs.map(SongJSON.init)
  }
}

/// Everything starred as JSON: `artists`, `albums` and `songs`, each always present.
public struct StarredJSON: StableJSON, Hashable {
  /// Starred artists.
  public let artists: [ArtistJSON]
  /// Starred albums.
  public let albums: [AlbumJSON]
  /// Starred songs.
  public let songs: [SongJSON]

  /// The JSON of `starred`.
  public init(_ starred: Starred) {
    artists = starred.artists.map(ArtistJSON.init)
    albums = starred.albums.map(AlbumJSON.init)
    songs = starred.songs.map(SongJSON.init)
  }
}
