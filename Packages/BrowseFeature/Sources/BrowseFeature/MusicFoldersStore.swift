import DependencyRegistry
import LoadStore
import SubsonicClient

/// Loads the server's music folders (`getMusicFolders`), in the server's order.
public typealias MusicFoldersStore = LoadStore<MusicFoldersRequest, [MusicFolder], SubsonicError>

extension MusicFoldersStore {
  /// Creates an idle store that loads with `client`: by default the registry's current
  /// `DependencyValues.current.subsonicClient`, read once, here.
  public convenience init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.init(mapError: SubsonicError.wrapping, isRetryable: \.isRetryable) { _ in
      try await client.getMusicFolders()
    }
  }
}

/// What a ``MusicFoldersStore`` loads: every music folder (the API takes no parameters).
public struct MusicFoldersRequest: Sendable, Hashable {
  /// Creates a request.
  public init() {}
}
