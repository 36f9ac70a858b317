import DependencyRegistry
import LoadStore
import SubsonicClient

/// Loads one artist with their albums (`getArtist`).
public typealias ArtistStore = LoadStore<ArtistID, Artist, SubsonicError>

extension ArtistStore {
  /// Creates an idle store that loads with `client`: by default the registry's current
  /// `DependencyValues.current.subsonicClient`, read once, here.
  public convenience init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.init(mapError: SubsonicError.wrapping, isRetryable: \.isRetryable) { id in
      try await client.getArtist(id)
    }
  }
}
