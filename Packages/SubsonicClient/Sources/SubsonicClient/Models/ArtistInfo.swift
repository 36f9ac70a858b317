import Foundation

/// What the server knows about an artist from outside the library (`getArtistInfo2`), usually
/// from Last.fm or MusicBrainz.
public struct ArtistInfo: Sendable, Hashable {
  /// A biography, often HTML.
  public var biography: String?
  /// The artist's MusicBrainz id.
  public var musicBrainzID: String?
  /// The artist's Last.fm page.
  public var lastFmURL: URL?
  /// A small image of the artist.
  public var smallImageURL: URL?
  /// A medium image of the artist.
  public var mediumImageURL: URL?
  /// A large image of the artist.
  public var largeImageURL: URL?
  /// Similar artists that are in the library.
  public var similarArtists: [Artist]

  /// Creates the information.
  public init(
    biography: String? = nil,
    musicBrainzID: String? = nil,
    lastFmURL: URL? = nil,
    smallImageURL: URL? = nil,
    mediumImageURL: URL? = nil,
    largeImageURL: URL? = nil,
    similarArtists: [Artist] = []
  ) {
    self.biography = biography
    self.musicBrainzID = musicBrainzID
    self.lastFmURL = lastFmURL
    self.smallImageURL = smallImageURL
    self.mediumImageURL = mediumImageURL
    self.largeImageURL = largeImageURL
    self.similarArtists = similarArtists
  }
}
