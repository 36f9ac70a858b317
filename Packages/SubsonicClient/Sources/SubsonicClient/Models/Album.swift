import Foundation

/// An album by ID3 tags (`getAlbum`, album lists, search and starred results).
public struct Album: Sendable, Hashable {
  /// The album's id.
  public var id: AlbumID
  /// The album's title.
  public var name: String
  /// The album artist's name.
  public var artist: String?
  /// The album artist's id.
  public var artistID: ArtistID?
  /// How many songs the album has.
  public var songCount: Int
  /// Total length in seconds.
  public var duration: Int?
  /// The release year.
  public var year: Int?
  /// The album's genre.
  public var genre: GenreName?
  /// The album's cover.
  public var coverArt: CoverArtID?
  /// When the server first saw the album.
  public var created: Date?
  /// When the user starred the album; `nil` when not starred.
  public var starred: Date?
  /// How many times songs of the album were played, when the server counts.
  public var playCount: Int?
  /// The album's songs: filled by `getAlbum`, empty in lists.
  public var songs: [Song]

  /// Creates an album.
  public init(
    id: AlbumID,
    name: String,
    artist: String? = nil,
    artistID: ArtistID? = nil,
    songCount: Int,
    duration: Int? = nil,
    year: Int? = nil,
    genre: GenreName? = nil,
    coverArt: CoverArtID? = nil,
    created: Date? = nil,
    starred: Date? = nil,
    playCount: Int? = nil,
    songs: [Song] = []
  ) {
    self.id = id
    self.name = name
    self.artist = artist
    self.artistID = artistID
    self.songCount = songCount
    self.duration = duration
    self.year = year
    self.genre = genre
    self.coverArt = coverArt
    self.created = created
    self.starred = starred
    self.playCount = playCount
    self.songs = songs
  }
}
