import DependencyRegistry
import LoadStore
import SubsonicClient

/// Loads every user of the server (`getUsers`, admins only), by name.
public typealias UsersStore = LoadStore<UsersRequest, [User], SubsonicError>

extension UsersStore {
  /// Creates an idle store that loads with `client`: by default the registry's current
  /// `DependencyValues.current.subsonicClient`, read once, here.
  public convenience init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.init(mapError: SubsonicError.wrapping, isRetryable: \.isRetryable) { _ in
      try await client.getUsers().sorted {
        $0.username.lowercased() != $1.username.lowercased()
          ? $0.username.lowercased() < $1.username.lowercased() : $0.username < $1.username
      }
    }
  }
}

/// What a ``UsersStore`` loads: every user.
public struct UsersRequest: Sendable, Hashable {
  /// Creates the request.
  public init() {}
}
