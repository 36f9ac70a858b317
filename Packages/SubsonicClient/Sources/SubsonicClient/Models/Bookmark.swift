import Foundation

/// A saved position in a song (`getBookmarks`), one per song and user.
public struct Bookmark: Sendable, Hashable {
  /// The song.
  public var entry: Song
  /// The position, in milliseconds.
  public var positionMilliseconds: Int
  /// Whose bookmark it is.
  public var username: String?
  /// The user's comment.
  public var comment: String?
  /// When it was created.
  public var created: Date?
  /// When it last changed.
  public var changed: Date?

  /// Creates a bookmark.
  public init(
    entry: Song,
    positionMilliseconds: Int,
    username: String? = nil,
    comment: String? = nil,
    created: Date? = nil,
    changed: Date? = nil
  ) {
    self.entry = entry
    self.positionMilliseconds = positionMilliseconds
    self.username = username
    self.comment = comment
    self.created = created
    self.changed = changed
  }
}
