import DependencyRegistry
import LoadStore
import SubsonicClient

/// Loads the shares the user may manage (`getShares`), in the server's order.
public typealias SharesStore = LoadStore<SharesRequest, [Share], SubsonicError>

extension SharesStore {
  /// Creates an idle store that loads with `client`: by default the registry's current
  /// `DependencyValues.current.subsonicClient`, read once, here.
  public convenience init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.init(mapError: SubsonicError.wrapping, isRetryable: \.isRetryable) { _ in
      try await client.getShares()
    }
  }
}

/// What a ``SharesStore`` loads: every share (the API takes no parameters).
public struct SharesRequest: Sendable, Hashable {
  /// Creates a request.
  public init() {}
}
