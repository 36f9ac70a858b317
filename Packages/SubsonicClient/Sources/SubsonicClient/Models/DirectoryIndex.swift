/// Top-level directories filed under one index letter (`getIndexes`): browsing by files.
///
/// Unlike ``ArtistIndex`` its entries are directories (often one per artist folder), opened with
/// `getMusicDirectory`, not artists by tags.
public struct DirectoryIndex: Sendable, Hashable {
  /// The index heading, usually one letter.
  public var name: String
  /// The directories under it.
  public var directories: [DirectorySummary]

  /// Creates an index entry.
  public init(name: String, directories: [DirectorySummary]) {
    self.name = name
    self.directories = directories
  }
}
