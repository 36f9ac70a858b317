import JSONOutput
import SubsonicClient

/// An artist as JSON. Keys, every one always present: `id`, `name`, `albumCount`, `starred`
/// (ISO 8601 UTC), and `albums`: its albums as ``AlbumJSON`` (each with empty `songs`), filled
/// for one artist (`artist ID`), empty in lists.
public struct ArtistJSON: StableJSON, Hashable {
  /// The artist's id.
  public let id: String
  /// The name.
  public let name: String
  /// How many albums it has, when the server says.
  public let albumCount: Int?
  /// When it was starred, ISO 8601 UTC; `nil` when not starred.
  public let starred: String?
  /// Its albums, in the server's order; empty in lists.
  public let albums: [AlbumJSON]

  /// The JSON of `artist`.
  public init(_ artist: Artist) {
    id = artist.id.rawValue
    name = artist.name
    albumCount = artist.albumCount
    starred = JSONDate.utc(artist.starred)
    albums = artist.albums.map(AlbumJSON.init)
  }

  /// Writes every key, `null` included.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(name, forKey: .name)
    try container.encodeOrNull(albumCount, forKey: .albumCount)
    try container.encodeOrNull(starred, forKey: .starred)
    try container.encode(albums, forKey: .albums)
  }

  private enum CodingKeys: String, CodingKey {
    case id, name, albumCount, starred, albums
  }
}
