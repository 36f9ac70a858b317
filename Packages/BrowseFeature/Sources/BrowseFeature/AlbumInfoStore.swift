import DependencyRegistry
import LoadStore
import SubsonicClient

/// Loads what the server knows of an album (`getAlbumInfo2`): notes, links and images.
public typealias AlbumInfoStore = LoadStore<AlbumID, AlbumInfo, SubsonicError>

extension AlbumInfoStore {
  /// Creates an idle store that loads with `client`: by default the registry's current
  /// `DependencyValues.current.subsonicClient`, read once, here.
  public convenience init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.init(mapError: SubsonicError.wrapping, isRetryable: \.isRetryable) { id in
      try await client.getAlbumInfo2(id)
    }
  }
}
