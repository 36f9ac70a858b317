import Foundation

/// A playlist (`getPlaylists`, `getPlaylist`).
public struct Playlist: Sendable, Hashable {
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
}
