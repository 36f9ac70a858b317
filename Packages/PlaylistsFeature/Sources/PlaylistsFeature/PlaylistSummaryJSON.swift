import JSONOutput
import MusicPresentation
import SubsonicClient

/// A playlist without its entries as stable JSON, one element of ``PlaylistsJSON``.
///
/// Keys, always present: `id` (string), `name` (string), `comment` (string or `null`), `owner`
/// (string or `null`), `public` (boolean or `null` when the server does not say), `songCount`
/// (integer), `durationSeconds` (integer), `created` and `changed` (ISO 8601 UTC with whole
/// seconds, `2026-06-21T09:34:23Z`, or `null`), `coverArt` (string id or `null`).
public struct PlaylistSummaryJSON: Encodable, Sendable, Hashable {
  /// The id.
  public let id: String
  /// The name.
  public let name: String
  /// The comment.
  public let comment: String?
  /// The owner's username.
  public let owner: String?
  /// Whether other users can see it (key `public`).
  public let isPublic: Bool?
  /// How many songs it has.
  public let songCount: Int
  /// Total length in seconds.
  public let durationSeconds: Int
  /// When it was created, ISO 8601 UTC.
  public let created: String?
  /// When it last changed, ISO 8601 UTC.
  public let changed: String?
  /// The cover's id.
  public let coverArt: String?

  /// The JSON of `playlist`; its entries, if any, are left out.
  public init(_ playlist: Playlist) {
    id = playlist.id.rawValue
    name = playlist.name
    comment = playlist.comment
    owner = playlist.owner
    isPublic = playlist.isPublic
    songCount = playlist.songCount
    durationSeconds = playlist.duration
    created = JSONDate.utc(playlist.created)
    changed = JSONDate.utc(playlist.changed)
    coverArt = playlist.coverArt?.rawValue
  }

  /// Writes every key, `null` included.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: PlaylistJSONKey.self)
    try encodeFields(into: &container)
  }

  /// Writes the summary's keys into `container`, which ``PlaylistJSON`` shares.
  func encodeFields(into container: inout KeyedEncodingContainer<PlaylistJSONKey>) throws {
    try container.encode(id, forKey: .id)
    try container.encode(name, forKey: .name)
    try container.encodeOrNull(comment, forKey: .comment)
    try container.encodeOrNull(owner, forKey: .owner)
    try container.encodeOrNull(isPublic, forKey: .isPublic)
    try container.encode(songCount, forKey: .songCount)
    try container.encode(durationSeconds, forKey: .durationSeconds)
    try container.encodeOrNull(created, forKey: .created)
    try container.encodeOrNull(changed, forKey: .changed)
    try container.encodeOrNull(coverArt, forKey: .coverArt)
  }
}
