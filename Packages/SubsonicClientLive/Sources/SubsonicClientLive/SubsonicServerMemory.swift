/// What a client remembers of a server from one run to the next, so that each command costs one
/// request: whether it refuses token authentication for a user, and the older API version it
/// speaks. It holds no secret. The app keeps it in a file (`$XDG_STATE_HOME/sunsonic/`); tests
/// keep it in memory.
public struct SubsonicServerMemory: Sendable {
  /// What is remembered of one server and user.
  public struct Recollection: Sendable, Hashable {
    /// The server refused tokens for this user: send the password form at once.
    public var refusesTokens: Bool
    /// The API version the server speaks, when older than the client's (it answered error 30).
    public var apiVersion: String?

    /// Creates a recollection.
    public init(refusesTokens: Bool = false, apiVersion: String? = nil) {
      self.refusesTokens = refusesTokens
      self.apiVersion = apiVersion
    }
  }

  /// What is remembered of `server` (its base URL) and `user` (`nil` for an API key).
  public var recall: @Sendable (_ server: String, _ user: String?) -> Recollection
  /// Remembers `recollection` for `server` and `user`.
  public var remember: @Sendable (_ server: String, _ user: String?, Recollection) -> Void

  /// Creates a memory.
  public init(
    recall: @escaping @Sendable (_ server: String, _ user: String?) -> Recollection,
    remember: @escaping @Sendable (_ server: String, _ user: String?, Recollection) -> Void
  ) {
    self.recall = recall
    self.remember = remember
  }

  /// Remembers nothing: every run starts from tokens and the client's own version.
  public static let none = SubsonicServerMemory(
    recall: { _, _ in Recollection() }, remember: { _, _, _ in })
}
