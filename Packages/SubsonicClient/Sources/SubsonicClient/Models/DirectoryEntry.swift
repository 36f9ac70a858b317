import Foundation

/// One child of a ``Directory`` (or of an index): a subdirectory to open with
/// `getMusicDirectory`, or a song to play.
///
/// Encodes as an object with exactly one key: `{"directory": {...}}` or `{"song": {...}}`.
public enum DirectoryEntry: Sendable, Hashable, Codable {
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

  private enum CodingKeys: String, CodingKey {
    case directory
    case song
  }

  /// Decodes `{"directory": {...}}` or `{"song": {...}}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let directory = try container.decodeIfPresent(DirectorySummary.self, forKey: .directory) {
      self = .directory(directory)
    } else if let song = try container.decodeIfPresent(Song.self, forKey: .song) {
      self = .song(song)
    } else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "a directory entry has neither \"directory\" nor \"song\""
        )
      )
    }
  }

  /// Encodes `{"directory": {...}}` or `{"song": {...}}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .directory(let directory): try container.encode(directory, forKey: .directory)
    case .song(let song): try container.encode(song, forKey: .song)
    }
  }
}

/// A directory as listed inside another one or in an index, without its children.
public struct DirectorySummary: Sendable, Hashable, Codable {
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
