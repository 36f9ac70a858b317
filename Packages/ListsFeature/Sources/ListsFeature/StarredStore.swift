import DependencyRegistry
import LoadStore
import SubsonicClient

/// Loads everything the user starred (`getStarred2`) in one music folder, or in all (`nil`): the
/// starred artists, albums and songs, each list in the server's order.
public typealias StarredStore = LoadStore<MusicFolderID?, Starred, SubsonicError>

extension StarredStore {
  /// Creates an idle store that loads with `client`: by default the registry's current
  /// `DependencyValues.current.subsonicClient`, read once, here.
  public convenience init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.init(mapError: SubsonicError.wrapping, isRetryable: \.isRetryable) { folder in
      try await client.getStarred2(folder)
    }
  }
}
