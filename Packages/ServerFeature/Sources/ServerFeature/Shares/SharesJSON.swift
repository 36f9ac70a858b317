import JSONOutput
import MusicPresentation
import SubsonicClient

/// One share in JSON: `id`, `url`, `description`, `username`, `created`, `expires`,
/// `lastVisited` (UTC, ``JSONOutput/JSONDate``), `visitCount` and `songs` (every key present,
/// `null` when unknown; `expires` `null` also when never).
public struct ShareJSON: StableJSON, Hashable {
  let id: String
  let url: String
  let description: String?
  let username: String?
  let created: String?
  let expires: String?
  let lastVisited: String?
  let visitCount: Int?
  let songs: [SongJSON]

  /// The JSON of `share`.
  public init(_ share: Share) {
    id = share.id.rawValue
    url = share.url
    description = share.description
    username = share.username
    created = JSONDate.utc(share.created)
    expires = JSONDate.utc(share.expires)
    lastVisited = JSONDate.utc(share.lastVisited)
    visitCount = share.visitCount
    songs = share.entries.map(SongJSON.init)
  }

  /// Encodes every key, `null` when unknown.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(id, forKey: .id)
    try container.encode(url, forKey: .url)
    try container.encodeOrNull(description, forKey: .description)
    try container.encodeOrNull(username, forKey: .username)
    try container.encodeOrNull(created, forKey: .created)
    try container.encodeOrNull(expires, forKey: .expires)
    try container.encodeOrNull(lastVisited, forKey: .lastVisited)
    try container.encodeOrNull(visitCount, forKey: .visitCount)
    try container.encode(songs, forKey: .songs)
  }

  private enum Keys: String, CodingKey {
    case id, url, description, username, created, expires, lastVisited, visitCount, songs
  }
}

/// `shares --json`: `{"shares": [...]}`, in the server's order.
public struct SharesJSON: StableJSON, Hashable {
  /// The shares.
  public let shares: [ShareJSON]

  /// The JSON of `shares`.
  public init(_ shares: [Share]) {
    self.shares = shares.map(ShareJSON.init)
  }
}

/// `share --json`: `action` (`create`, `update`, `delete`), `id` (`null` for a share the server
/// did not answer), `url` (the public link, `null` likewise) and `share` (as it is now, or was
/// when deleted).
public struct ShareEditJSON: StableJSON, Hashable {
  let action: String
  let id: String?
  let url: String?
  let share: ShareJSON?

  /// The JSON of what `edit` did.
  public init(_ edit: ShareEdit, _ outcome: ShareEditOutcome) {
    switch edit {
    case .create: (action, id) = ("create", outcome.share?.id.rawValue)
    case .update(let given, _): (action, id) = ("update", given.rawValue)
    case .delete(let given): (action, id) = ("delete", given.rawValue)
    }
    url = outcome.share?.url
    share = outcome.share.map(ShareJSON.init)
  }

  /// Encodes every key, `null` when unknown.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(action, forKey: .action)
    try container.encodeOrNull(id, forKey: .id)
    try container.encodeOrNull(url, forKey: .url)
    try container.encodeOrNull(share, forKey: .share)
  }

  private enum Keys: String, CodingKey { case action, id, url, share }
}
