import Foundation

/// Identifies a ``Share``.
public typealias ShareID = Identifier<Share>

/// A public link to songs or albums that anyone can open (`getShares`, `createShare`).
public struct Share: Sendable, Hashable {
  /// The share's id.
  public var id: ShareID
  /// The public URL, as the server sent it.
  public var url: String
  /// What visitors read about it; `nil` when none.
  public var description: String?
  /// Who made it; `nil` when the server did not say.
  public var username: String?
  /// When it was made.
  public var created: Date?
  /// When it stops working; `nil` when never (or not said).
  public var expires: Date?
  /// When someone last opened it.
  public var lastVisited: Date?
  /// How many times it was opened.
  public var visitCount: Int?
  /// The songs it shares.
  public var entries: [Song]

  /// Creates a share.
  public init(
    id: ShareID, url: String, description: String? = nil, username: String? = nil,
    created: Date? = nil, expires: Date? = nil, lastVisited: Date? = nil, visitCount: Int? = nil,
    entries: [Song] = []
  ) {
    self.id = id
    self.url = url
    self.description = description
    self.username = username
    self.created = created
    self.expires = expires
    self.lastVisited = lastVisited
    self.visitCount = visitCount
    self.entries = entries
  }
}

/// What `createShare` shares: songs or albums (the API takes any of their ids as `id`).
public enum SharedItem: Sendable, Hashable {
  /// A song.
  case song(SongID)
  /// An album, every song of it.
  case album(AlbumID)

  /// The id as the API's `id` parameter takes it.
  public var rawID: String {
    switch self {
    case .song(let id): return id.rawValue
    case .album(let id): return id.rawValue
    }
  }
}

/// When a share stops working.
public enum ShareExpiry: Sendable, Hashable {
  /// At this instant (sent as milliseconds since 1970).
  case at(Date)
  /// Never (`updateShare` sends 0, which removes an expiry).
  case never
}

/// What `updateShare` changes; `nil` keeps what the share has.
public struct ShareUpdate: Sendable, Hashable {
  /// The new description.
  public var description: String?
  /// The new expiry.
  public var expiry: ShareExpiry?

  /// Creates an update.
  public init(description: String? = nil, expiry: ShareExpiry? = nil) {
    self.description = description
    self.expiry = expiry
  }
}
