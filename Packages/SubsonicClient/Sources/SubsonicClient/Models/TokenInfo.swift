/// Who an API key belongs to (`tokenInfo`, OpenSubsonic extension `apiKeyAuthentication`).
public struct TokenInfo: Sendable, Hashable {
  /// The user the key signs in as.
  public var username: String

  /// Creates token information.
  public init(username: String) {
    self.username = username
  }
}
