import DependencyRegistry
import LoadStore
import SubsonicClient

/// Loads the artist index (`getArtists`) of one music folder, or of all (`nil`): the artists by
/// index letter, in the server's order.
public typealias ArtistsStore = LoadStore<MusicFolderID?, [ArtistIndex], SubsonicError>

extension ArtistsStore {
  /// Creates an idle store that loads with `client`: by default the registry's current
  /// `DependencyValues.current.subsonicClient`, read once, here.
  public convenience init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.init(mapError: SubsonicError.wrapping, isRetryable: \.isRetryable) { folder in
      try await client.getArtists(folder)
    }
  }
}
