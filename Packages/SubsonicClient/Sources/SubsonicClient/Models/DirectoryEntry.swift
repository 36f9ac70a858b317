import Foundation

/// One child of a ``Directory`` (or of an index): a subdirectory to open with
/// `getMusicDirectory`, or a song to play.
public enum DirectoryEntry: Sendable, Hashable {
  /// A subdirectory.
  case directory(DirectorySummary)
  /// A song file.
  case song(Song)

  /// The entry's display name: the directory's name or the song's title.
  public var name: String {
    switch self {
    case .directory(let directory): return directory.name
    case .song(let song): return song.title
    }
  }
}

/// A directory as listed inside another one or in an index, without its children.
public struct DirectorySummary: Sendable, Hashable {
  /// The directory's id, for `getMusicDirectory`.
  public var id: DirectoryID
  /// Its name.
  public var name: String
  /// The directory above it, when the server says.
  public var parent: DirectoryID?
  /// Its cover, when there is one.
  public var coverArt: CoverArtID?
  /// When the user starred it; `nil` when not starred.
  public var starred: Date?

  /// Creates a summary.
  public init(
    id: DirectoryID,
    name: String,
    parent: DirectoryID? = nil,
    coverArt: CoverArtID? = nil,
    starred: Date? = nil
  ) {
    self.id = id
    self.name = name
    self.parent = parent
    self.coverArt = coverArt
    self.starred = starred
  }
}
