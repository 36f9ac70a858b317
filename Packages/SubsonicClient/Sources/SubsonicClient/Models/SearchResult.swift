/// What `search3` found: one page of each kind.
public struct SearchResult: Sendable, Hashable, Codable {
  /// Matching artists.
  public var artists: [Artist]
  /// Matching albums.
  public var albums: [Album]
  /// Matching songs.
  public var songs: [Song]

  /// Creates a result; every list defaults to empty.
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
