import Foundation

/// What the server knows about an album from outside the library (`getAlbumInfo2`), usually
/// from Last.fm or MusicBrainz: notes and links, no list of songs.
public struct AlbumInfo: Sendable, Hashable {
  /// Notes on the album, often HTML.
  public var notes: String?
  /// The release's MusicBrainz id.
  public var musicBrainzID: String?
  /// The album's Last.fm page.
  public var lastFmURL: URL?
  /// A small image of the album.
  public var smallImageURL: URL?
  /// A medium image of the album.
  public var mediumImageURL: URL?
  /// A large image of the album.
  public var largeImageURL: URL?

  /// Creates the information.
  public init(
    notes: String? = nil,
    musicBrainzID: String? = nil,
    lastFmURL: URL? = nil,
    smallImageURL: URL? = nil,
    mediumImageURL: URL? = nil,
    largeImageURL: URL? = nil
  ) {
    self.notes = notes
    self.musicBrainzID = musicBrainzID
    self.lastFmURL = lastFmURL
    self.smallImageURL = smallImageURL
    self.mediumImageURL = mediumImageURL
    self.largeImageURL = largeImageURL
  }
}
