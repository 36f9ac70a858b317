import Foundation

/// A folder of the server's file tree and what it holds (`getMusicDirectory`): the way to browse
/// by files rather than by tags.
public struct Directory: Sendable, Hashable {
  /// The directory's id.
  public var id: DirectoryID
  /// Its name (the folder's name).
  public var name: String
  /// The directory above it; `nil` at a music folder's top.
  public var parent: DirectoryID?
  /// When the user starred the directory; `nil` when not starred.
  public var starred: Date?
  /// Its subdirectories and songs, in the server's order.
  public var children: [DirectoryEntry]

  /// Creates a directory.
  public init(
    id: DirectoryID,
    name: String,
    parent: DirectoryID? = nil,
    starred: Date? = nil,
    children: [DirectoryEntry] = []
  ) {
    self.id = id
    self.name = name
    self.parent = parent
    self.starred = starred
    self.children = children
  }
}
