import JSONOutput
import MusicPresentation
import SubsonicClient

/// Search results as stable JSON, for the app's `--json`.
///
/// Keys (sorted by ``MusicPresentation/StableJSON/encoded()``), every one always present:
/// `query`, `artistCount`, `albumCount`, `songCount`, `hasMoreSongs`, and `artists`, `albums`,
/// `songs`: each item is `MusicPresentation`'s `ArtistJSON`, `AlbumJSON` or `SongJSON` (its
/// `albums` or `songs` list empty, as search sends none).
public struct SearchResultsJSON: StableJSON, Hashable {
  /// The query text searched.
  public let query: String
  /// How many artists were found.
  public let artistCount: Int
  /// How many albums were found.
  public let albumCount: Int
  /// How many songs were loaded.
  public let songCount: Int
  /// Whether more songs may exist.
  public let hasMoreSongs: Bool
  /// The artists.
  public let artists: [ArtistJSON]
  /// The albums.
  public let albums: [AlbumJSON]
  /// The songs.
  public let songs: [SongJSON]

  /// The JSON of `results`.
  public init(_ results: SearchResults) {
    query = results.query
    artistCount = results.artistCount
    albumCount = results.albumCount
    songCount = results.songCount
    hasMoreSongs = results.hasMoreSongs
    artists = results.artists.map(ArtistJSON.init)
    albums = results.albums.map(AlbumJSON.init)
    songs = results.songs.map(SongJSON.init)
  }
}
