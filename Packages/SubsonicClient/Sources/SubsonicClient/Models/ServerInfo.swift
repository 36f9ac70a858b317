/// Who answered: the envelope of every response, as `ping` reports it.
public struct ServerInfo: Sendable, Hashable {
  /// The Subsonic API version the server speaks, e.g. `1.16.1` (supysonic: `1.12.0`).
  public var version: String
  /// The server's name, e.g. `navidrome` (OpenSubsonic servers only).
  public var type: String?
  /// The server's own version, e.g. `0.53.0` (OpenSubsonic servers only).
  public var serverVersion: String?
  /// Whether the server implements the OpenSubsonic extensions.
  public var isOpenSubsonic: Bool

  /// Creates server information.
  public init(
    version: String,
    type: String? = nil,
    serverVersion: String? = nil,
    isOpenSubsonic: Bool = false
  ) {
    self.version = version
    self.type = type
    self.serverVersion = serverVersion
    self.isOpenSubsonic = isOpenSubsonic
  }
}
