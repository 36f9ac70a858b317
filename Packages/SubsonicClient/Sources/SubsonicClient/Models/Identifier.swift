/// A server's identifier for one kind of thing, typed by `Tag` so that an ``ArtistID`` cannot be
/// passed where an ``AlbumID`` is expected. Subsonic ids are opaque strings (UUIDs, small numbers,
/// paths): never parse them.
public struct Identifier<Tag>: Hashable, Sendable, Comparable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The id exactly as the server sent it.
  public let rawValue: String

  /// Wraps `rawValue`.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// Wraps a literal, for tests and previews.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// The raw id.
  public var description: String { rawValue }

  /// Orders by the raw id, for stable listings.
  public static func < (lhs: Identifier, rhs: Identifier) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

/// Identifies an ``Artist`` (ID3 tags: `getArtist`).
public typealias ArtistID = Identifier<Artist>
/// Identifies an ``Album`` (ID3 tags: `getAlbum`).
public typealias AlbumID = Identifier<Album>
/// Identifies a ``Song`` (also a file: `stream`, `download`).
public typealias SongID = Identifier<Song>
/// Identifies a ``Playlist``.
public typealias PlaylistID = Identifier<Playlist>
/// Identifies a ``MusicFolder`` (a library root the server scans).
public typealias MusicFolderID = Identifier<MusicFolder>
/// Identifies a ``Directory`` of the file tree (`getIndexes`, `getMusicDirectory`).
public typealias DirectoryID = Identifier<Directory>
/// Identifies a cover image (`getCoverArt`); on some servers it is a directory's or album's id.
public typealias CoverArtID = Identifier<CoverArt>
/// A genre is known by its name only.
public typealias GenreName = String
