import JSONOutput
import SubsonicClient

/// `music-folders --json`: `{"musicFolders": [{"id", "name"}]}`, `name` `null` when the server
/// sent none.
public struct MusicFoldersJSON: StableJSON, Hashable {
  /// One music folder.
  public struct Entry: StableJSON, Hashable {
    let id: String
    let name: String?

    /// Encodes every key, `null` when unknown.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(id, forKey: .id)
      try container.encodeOrNull(name, forKey: .name)
    }

    private enum Keys: String, CodingKey { case id, name }
  }

  /// The folders, in the server's order.
  public let musicFolders: [Entry]

  /// The JSON of `folders`.
  public init(_ folders: [MusicFolder]) {
    musicFolders = folders.map { Entry(id: $0.id.rawValue, name: $0.name) }
  }
}
