import Foundation

/// A playlist (`getPlaylists`, `getPlaylist`).
public struct Playlist: Sendable, Hashable, Codable {
  /// The playlist's id.
  public var id: PlaylistID
  /// The playlist's name.
  public var name: String
  /// The owner's comment.
  public var comment: String?
  /// The owner's username.
  public var owner: String?
  /// Whether other users can see it.
  public var isPublic: Bool?
  /// How many songs it has.
  public var songCount: Int
  /// Total length in seconds.
  public var duration: Int
  /// When it was created.
  public var created: Date?
  /// When it last changed (some servers, supysonic among them, leave it out).
  public var changed: Date?
  /// The playlist's cover.
  public var coverArt: CoverArtID?
  /// Its songs in order: filled by `getPlaylist`, empty in `getPlaylists`.
  public var entries: [Song]

  /// Creates a playlist.
  public init(
    id: PlaylistID,
    name: String,
    comment: String? = nil,
    owner: String? = nil,
    isPublic: Bool? = nil,
    songCount: Int,
    duration: Int,
    created: Date? = nil,
    changed: Date? = nil,
    coverArt: CoverArtID? = nil,
    entries: [Song] = []
  ) {
    self.id = id
    self.name = name
    self.comment = comment
    self.owner = owner
    self.isPublic = isPublic
    self.songCount = songCount
    self.duration = duration
    self.created = created
    self.changed = changed
    self.coverArt = coverArt
    self.entries = entries
  }

  /// Decodes the model's own shape; a missing `entries` list decodes as empty.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(PlaylistID.self, forKey: .id)
    name = try container.decode(String.self, forKey: .name)
    comment = try container.decodeIfPresent(String.self, forKey: .comment)
    owner = try container.decodeIfPresent(String.self, forKey: .owner)
    isPublic = try container.decodeIfPresent(Bool.self, forKey: .isPublic)
    songCount = try container.decode(Int.self, forKey: .songCount)
    duration = try container.decode(Int.self, forKey: .duration)
    created = try container.decodeIfPresent(Date.self, forKey: .created)
    changed = try container.decodeIfPresent(Date.self, forKey: .changed)
    coverArt = try container.decodeIfPresent(CoverArtID.self, forKey: .coverArt)
    entries = try container.decodeIfPresent([Song].self, forKey: .entries) ?? []
  }
}
