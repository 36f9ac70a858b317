import Foundation

/// An artist by ID3 tags (`getArtists`, `getArtist`, search and starred results).
public struct Artist: Sendable, Hashable, Codable {
  /// The artist's id.
  public var id: ArtistID
  /// The artist's name.
  public var name: String
  /// How many albums the artist has, when the server says.
  public var albumCount: Int?
  /// The artist's image, when there is one.
  public var coverArt: CoverArtID?
  /// When the user starred the artist; `nil` when not starred.
  public var starred: Date?
  /// The artist's albums: filled by `getArtist`, empty in lists.
  public var albums: [Album]

  /// Creates an artist.
  public init(
    id: ArtistID,
    name: String,
    albumCount: Int? = nil,
    coverArt: CoverArtID? = nil,
    starred: Date? = nil,
    albums: [Album] = []
  ) {
    self.id = id
    self.name = name
    self.albumCount = albumCount
    self.coverArt = coverArt
    self.starred = starred
    self.albums = albums
  }

  /// Decodes the model's own shape; a missing `albums` list decodes as empty.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(ArtistID.self, forKey: .id)
    name = try container.decode(String.self, forKey: .name)
    albumCount = try container.decodeIfPresent(Int.self, forKey: .albumCount)
    coverArt = try container.decodeIfPresent(CoverArtID.self, forKey: .coverArt)
    starred = try container.decodeIfPresent(Date.self, forKey: .starred)
    albums = try container.decodeIfPresent([Album].self, forKey: .albums) ?? []
  }
}
