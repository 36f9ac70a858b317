import DependencyRegistry
import LoadStore
import SubsonicClient

/// Loads who the API key in use belongs to (`tokenInfo`, OpenSubsonic `apiKeyAuthentication`).
public typealias TokenInfoStore = LoadStore<TokenInfoRequest, TokenInfo, SubsonicError>

extension TokenInfoStore {
  /// Creates an idle store that loads with `client`: by default the registry's current
  /// `DependencyValues.current.subsonicClient`, read once, here.
  public convenience init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.init(mapError: SubsonicError.wrapping, isRetryable: \.isRetryable) { _ in
      try await client.tokenInfo()
    }
  }
}

/// What a ``TokenInfoStore`` loads: the key in use's owner (the API takes no parameters).
public struct TokenInfoRequest: Sendable, Hashable {
  /// Creates a request.
  public init() {}
}
