import Foundation
import JSONOutput
import MusicPresentation
import SubsonicClient

/// `whoami --json`: `username`, `email`, `admin`, `roles` (sorted), `folders`, `scrobbling`.
public struct UserJSON: StableJSON, Hashable {
  let username: String
  let email: String?
  let admin: Bool
  let roles: [String]
  let folders: [String]
  let scrobbling: Bool?

  /// The JSON of `user`.
  public init(_ user: User) {
    username = user.username
    email = user.email
    admin = user.isAdmin
    roles = user.roles.map(\.rawValue).sorted()
    folders = user.folders.map(\.rawValue)
    scrobbling = user.scrobblingEnabled
  }

  /// Encodes every key, `null` when unknown.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(username, forKey: .username)
    try container.encodeOrNull(email, forKey: .email)
    try container.encode(admin, forKey: .admin)
    try container.encode(roles, forKey: .roles)
    try container.encode(folders, forKey: .folders)
    try container.encodeOrNull(scrobbling, forKey: .scrobbling)
  }

  private enum Keys: String, CodingKey { case username, email, admin, roles, folders, scrobbling }
}

/// `scan --json`: `scanning` and `count` (items scanned so far, when the server says).
public struct ScanJSON: StableJSON, Hashable {
  let scanning: Bool
  let count: Int?

  /// The JSON of `status`.
  public init(_ status: ScanStatus) {
    scanning = status.scanning
    count = status.count
  }

  /// Encodes every key, `null` when unknown.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(scanning, forKey: .scanning)
    try container.encodeOrNull(count, forKey: .count)
  }

  private enum Keys: String, CodingKey { case scanning, count }
}

/// `nowplaying --json`: `{"playing": [{"username", "player", "minutesAgo", "song"}]}`.
public struct NowPlayingJSON: StableJSON, Hashable {
  /// One user's current song.
  public struct Entry: StableJSON, Hashable {
    let username: String
    let player: String?
    let minutesAgo: Double
    let song: SongJSON

    /// Encodes every key, `null` when unknown.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(username, forKey: .username)
      try container.encodeOrNull(player, forKey: .player)
      try container.encode(minutesAgo, forKey: .minutesAgo)
      try container.encode(song, forKey: .song)
    }

    private enum Keys: String, CodingKey { case username, player, minutesAgo, song }
  }

  let playing: [Entry]

  /// The JSON of `entries`, in the given order.
  public init(_ entries: [NowPlayingEntry]) {
    playing = entries.map {
      Entry(
        username: $0.username, player: $0.playerName, minutesAgo: $0.minutesAgo,
        song: SongJSON($0.song))
    }
  }
}
