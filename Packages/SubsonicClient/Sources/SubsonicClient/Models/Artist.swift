import Foundation

/// An artist by ID3 tags (`getArtists`, `getArtist`, search and starred results).
public struct Artist: Sendable, Hashable {
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
}
