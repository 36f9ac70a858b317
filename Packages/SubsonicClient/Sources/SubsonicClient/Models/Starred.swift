/// Everything the user starred (`getStarred2`).
public struct Starred: Sendable, Hashable, Codable {
  /// Starred artists.
  public var artists: [Artist]
  /// Starred albums.
  public var albums: [Album]
  /// Starred songs.
  public var songs: [Song]

  /// Creates the set; every list defaults to empty.
  public init(artists: [Artist] = [], albums: [Album] = [], songs: [Song] = []) {
    self.artists = artists
    self.albums = albums
    self.songs = songs
  }

  /// Decodes the model's own shape; a missing list decodes as empty.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    artists = try container.decodeIfPresent([Artist].self, forKey: .artists) ?? []
    albums = try container.decodeIfPresent([Album].self, forKey: .albums) ?? []
    songs = try container.decodeIfPresent([Song].self, forKey: .songs) ?? []
  }
}
