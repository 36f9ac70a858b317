import JSONOutput
import MusicPresentation
import SubsonicClient

/// `folders --json`: `{"folders": [{"name", "id"}]}`, every index's folders in order.
public struct FoldersJSON: StableJSON, Hashable {
  /// One folder.
  public struct Entry: StableJSON, Hashable {
    /// Its name.
    public let name: String
    /// Its id.
    public let id: String
  }

  /// The folders.
  public let folders: [Entry]

  /// The JSON of `indexes`.
  public init(_ indexes: [DirectoryIndex]) {
    folders = indexes.flatMap(\.directories).map { Entry(name: $0.name, id: $0.id.rawValue) }
  }
}

/// `folder ID --json`: `id`, `name`, `parent` and `children` (`kind` `folder` or `song`, `id`,
/// `name`).
public struct FolderJSON: StableJSON, Hashable {
  /// One thing in the folder.
  public struct Child: StableJSON, Hashable {
    /// `folder` or `song`.
    public let kind: String
    /// Its id.
    public let id: String
    /// Its name or title.
    public let name: String
  }

  let id: String
  let name: String
  let parent: String?
  let children: [Child]

  /// The JSON of `directory`.
  public init(_ directory: Directory) {
    id = directory.id.rawValue
    name = directory.name
    parent = directory.parent?.rawValue
    children = directory.children.map { child in
      switch child {
      case .directory(let folder):
        return Child(kind: "folder", id: folder.id.rawValue, name: folder.name)
      case .song(let song): return Child(kind: "song", id: song.id.rawValue, name: song.title)
      }
    }
  }

  /// Encodes every key, `null` when unknown.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(id, forKey: .id)
    try container.encode(name, forKey: .name)
    try container.encodeOrNull(parent, forKey: .parent)
    try container.encode(children, forKey: .children)
  }

  private enum Keys: String, CodingKey { case id, name, parent, children }
}

/// `artist NAME --info --json`: `biography`, `musicBrainzId`, `lastFmUrl` and
/// `similarArtists` (`id`, `name`).
public struct ArtistInfoJSON: StableJSON, Hashable {
  let biography: String?
  let musicBrainzId: String?
  let lastFmUrl: String?
  let similarArtists: [FoldersJSON.Entry]

  /// The JSON of `info`.
  public init(_ info: ArtistInfo) {
    biography = info.biography
    musicBrainzId = info.musicBrainzID
    lastFmUrl = info.lastFmURL?.absoluteString
    similarArtists = info.similarArtists.map {
      FoldersJSON.Entry(name: $0.name, id: $0.id.rawValue)
    }
  }

  /// Encodes every key, `null` when unknown.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encodeOrNull(biography, forKey: .biography)
    try container.encodeOrNull(musicBrainzId, forKey: .musicBrainzId)
    try container.encodeOrNull(lastFmUrl, forKey: .lastFmUrl)
    try container.encode(similarArtists, forKey: .similarArtists)
  }

  private enum Keys: String, CodingKey { case biography, musicBrainzId, lastFmUrl, similarArtists }
}
