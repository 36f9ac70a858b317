import Foundation

/// The play queue a user saved, to resume on another device (`getPlayQueue`).
public struct PlayQueue: Sendable, Hashable {
  /// The songs, in order.
  public var entries: [Song]
  /// The song that was playing.
  public var current: SongID?
  /// How far into the current song, in milliseconds.
  public var positionMilliseconds: Int?
  /// Whose queue it is.
  public var username: String?
  /// When it was saved.
  public var changed: Date?
  /// The client that saved it.
  public var changedBy: String?

  /// Creates a queue.
  public init(
    entries: [Song] = [],
    current: SongID? = nil,
    positionMilliseconds: Int? = nil,
    username: String? = nil,
    changed: Date? = nil,
    changedBy: String? = nil
  ) {
    self.entries = entries
    self.current = current
    self.positionMilliseconds = positionMilliseconds
    self.username = username
    self.changed = changed
    self.changedBy = changedBy
  }
}
