/// A user of the server and what they may do (`getUser`).
public struct User: Sendable, Hashable {
  /// The username.
  public var username: String
  /// The user's email address, when set.
  public var email: String?
  /// Whether scrobbling to Last.fm is on for the user, when the server says.
  public var scrobblingEnabled: Bool?
  /// What the user may do: the roles the server reports as `true`.
  public var roles: Set<UserRole>
  /// The music folders the user may see, when the server says.
  public var folders: [MusicFolderID]

  /// Creates a user.
  public init(
    username: String,
    email: String? = nil,
    scrobblingEnabled: Bool? = nil,
    roles: Set<UserRole> = [],
    folders: [MusicFolderID] = []
  ) {
    self.username = username
    self.email = email
    self.scrobblingEnabled = scrobblingEnabled
    self.roles = roles
    self.folders = folders
  }

  /// Whether the user administers the server.
  public var isAdmin: Bool { roles.contains(.admin) }
}

/// A permission of a ``User``, named as the API's `…Role` flag without the suffix
/// (`adminRole` is `admin`). Unknown roles a server adds are kept by name.
public struct UserRole: RawRepresentable, Sendable, Hashable, Comparable,
  CustomStringConvertible
{
  /// The role's name, e.g. `admin`, `stream`.
  public var rawValue: String

  /// Wraps a role name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The name.
  public var description: String { rawValue }

  /// Orders by name.
  public static func < (lhs: UserRole, rhs: UserRole) -> Bool { lhs.rawValue < rhs.rawValue }

  /// May administer the server (`adminRole`).
  public static let admin = UserRole(rawValue: "admin")
  /// May change personal settings and password (`settingsRole`).
  public static let settings = UserRole(rawValue: "settings")
  /// May download files (`downloadRole`).
  public static let download = UserRole(rawValue: "download")
  /// May upload files (`uploadRole`).
  public static let upload = UserRole(rawValue: "upload")
  /// May create and delete playlists (`playlistRole`).
  public static let playlist = UserRole(rawValue: "playlist")
  /// May change cover art and tags (`coverArtRole`).
  public static let coverArt = UserRole(rawValue: "coverArt")
  /// May add comments and ratings (`commentRole`).
  public static let comment = UserRole(rawValue: "comment")
  /// May manage podcasts (`podcastRole`).
  public static let podcast = UserRole(rawValue: "podcast")
  /// May play files (`streamRole`).
  public static let stream = UserRole(rawValue: "stream")
  /// May control the jukebox (`jukeboxRole`).
  public static let jukebox = UserRole(rawValue: "jukebox")
  /// May share files (`shareRole`).
  public static let share = UserRole(rawValue: "share")
  /// May convert videos (`videoConversionRole`).
  public static let videoConversion = UserRole(rawValue: "videoConversion")
}
