import DependencyRegistry
import LoadStore
import SubsonicClient

/// Loads the playlists (`getPlaylists`) the signed-in user may see, or another user's (an admin's
/// request), in the server's order.
public typealias PlaylistsStore = LoadStore<PlaylistsRequest, [Playlist], SubsonicError>

extension PlaylistsStore {
  /// Creates an idle store that loads with `client`: by default the registry's current
  /// `DependencyValues.current.subsonicClient`, read once, here.
  public convenience init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.init(mapError: SubsonicError.wrapping, isRetryable: \.isRetryable) { request in
      try await client.getPlaylists(request.username)
    }
  }
}

/// Whose playlists a ``PlaylistsStore`` loads.
public struct PlaylistsRequest: Sendable, Hashable {
  /// The user whose playlists to list; `nil` for the signed-in user's.
  public let username: String?

  /// Creates a request; by default for the signed-in user.
  public init(username: String? = nil) {
    self.username = username
  }
}
