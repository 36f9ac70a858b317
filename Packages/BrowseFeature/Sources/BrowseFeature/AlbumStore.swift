import DependencyRegistry
import LoadStore
import MusicPresentation
import SubsonicClient

/// Loads one album with its songs (`getAlbum`), the songs in ``TrackOrder`` (disc, then track,
/// then title) whatever order the server sent them in.
public typealias AlbumStore = LoadStore<AlbumID, Album, SubsonicError>

extension AlbumStore {
  /// Creates an idle store that loads with `client`: by default the registry's current
  /// `DependencyValues.current.subsonicClient`, read once, here.
  public convenience init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.init(mapError: SubsonicError.wrapping, isRetryable: \.isRetryable) { id in
      var album = try await client.getAlbum(id)
      album.songs = TrackOrder.sorted(album.songs)
      return album
    }
  }
}
