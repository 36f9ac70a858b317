/// The changes `updatePlaylist` makes; `nil` leaves a property as it is.
public struct PlaylistUpdate: Sendable, Hashable {
  /// A new name.
  public var name: String?
  /// A new comment.
  public var comment: String?
  /// Whether other users can see it.
  public var isPublic: Bool?
  /// Songs to append, in order.
  public var songsToAdd: [SongID]
  /// Positions (0-based, in the playlist before this update) of entries to remove.
  public var songIndexesToRemove: [Int]

  /// Creates an update; by default it changes nothing.
  public init(
    name: String? = nil,
    comment: String? = nil,
    isPublic: Bool? = nil,
    songsToAdd: [SongID] = [],
    songIndexesToRemove: [Int] = []
  ) {
    self.name = name
    self.comment = comment
    self.isPublic = isPublic
    self.songsToAdd = songsToAdd
    self.songIndexesToRemove = songIndexesToRemove
  }

  /// Whether the update changes nothing.
  public var isEmpty: Bool {
    name == nil && comment == nil && isPublic == nil && songsToAdd.isEmpty
      && songIndexesToRemove.isEmpty
  }
}
