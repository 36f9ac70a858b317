import Foundation

/// One song: a playable file with its tags (`getSong`, album songs, lists, search results).
public struct Song: Sendable, Hashable {
  /// The song's id, also used to stream or download it.
  public var id: SongID
  /// The song's title.
  public var title: String
  /// The album's title.
  public var album: String?
  /// The album's id.
  public var albumID: AlbumID?
  /// The artist's name.
  public var artist: String?
  /// The artist's id.
  public var artistID: ArtistID?
  /// The track number on its disc.
  public var track: Int?
  /// The disc number.
  public var discNumber: Int?
  /// The release year.
  public var year: Int?
  /// The genre.
  public var genre: GenreName?
  /// Length in seconds.
  public var duration: Int?
  /// The file's size in bytes.
  public var size: Int64?
  /// The file's extension, e.g. `mp3`, `flac`.
  public var suffix: String?
  /// The file's media type, e.g. `audio/mpeg`.
  public var contentType: String?
  /// The file's bit rate in kbit/s.
  public var bitRate: Int?
  /// The song's cover.
  public var coverArt: CoverArtID?
  /// The file's path relative to its music folder.
  public var path: String?
  /// When the user starred the song; `nil` when not starred.
  public var starred: Date?
  /// The user's rating, 1...5; `nil` when not rated.
  public var userRating: Int?
  /// The average rating of all users, 0...5.
  public var averageRating: Double?
  /// How many times the song was played (scrobbled), when the server counts.
  public var playCount: Int?

  /// Creates a song.
  public init(
    id: SongID,
    title: String,
    album: String? = nil,
    albumID: AlbumID? = nil,
    artist: String? = nil,
    artistID: ArtistID? = nil,
    track: Int? = nil,
    discNumber: Int? = nil,
    year: Int? = nil,
    genre: GenreName? = nil,
    duration: Int? = nil,
    size: Int64? = nil,
    suffix: String? = nil,
    contentType: String? = nil,
    bitRate: Int? = nil,
    coverArt: CoverArtID? = nil,
    path: String? = nil,
    starred: Date? = nil,
    userRating: Int? = nil,
    averageRating: Double? = nil,
    playCount: Int? = nil
  ) {
    self.id = id
    self.title = title
    self.album = album
    self.albumID = albumID
    self.artist = artist
    self.artistID = artistID
    self.track = track
    self.discNumber = discNumber
    self.year = year
    self.genre = genre
    self.duration = duration
    self.size = size
    self.suffix = suffix
    self.contentType = contentType
    self.bitRate = bitRate
    self.coverArt = coverArt
    self.path = path
    self.starred = starred
    self.userRating = userRating
    self.averageRating = averageRating
    self.playCount = playCount
  }
}
