import JSONOutput
import SubsonicClient

/// A song as JSON. Keys, every one always present: `id`, `title`, `album`, `albumId`, `artist`,
/// `artistId`, `track`, `discNumber`, `year`, `genre`, `durationSeconds`, `sizeBytes`, `suffix`,
/// `contentType`, `bitRate` (kbit/s), `path`, `starred` (ISO 8601 UTC), `coverArt` (the id `cover` takes), `userRating` (1...5),
/// `averageRating`, `playCount`; `null` when unknown.
public struct SongJSON: StableJSON, Hashable {
  /// The song's id.
  public let id: String
  /// The title.
  public let title: String
  /// The album's title.
  public let album: String?
  /// The album's id.
  public let albumId: String?
  /// The artist's name.
  public let artist: String?
  /// The artist's id.
  public let artistId: String?
  /// The track number on its disc.
  public let track: Int?
  /// The disc number.
  public let discNumber: Int?
  /// The release year.
  public let year: Int?
  /// The genre.
  public let genre: String?
  /// The length in seconds.
  public let durationSeconds: Int?
  /// The file's size in bytes.
  public let sizeBytes: Int64?
  /// The file's extension.
  public let suffix: String?
  /// The file's media type.
  public let contentType: String?
  /// The bit rate in kbit/s.
  public let bitRate: Int?
  /// The path in its music folder.
  public let path: String?
  /// When it was starred, ISO 8601 UTC; `nil` when not starred.
  public let starred: String?
  /// The cover art's id, for `sunsonic cover`; `nil` when there is none.
  public let coverArt: String?
  /// The user's rating 1...5; `nil` when not rated.
  public let userRating: Int?
  /// The average rating.
  public let averageRating: Double?
  /// How many times it was played.
  public let playCount: Int?

  /// The JSON of `song`.
  public init(_ song: Song) {
    id = song.id.rawValue
    title = song.title
    album = song.album
    albumId = song.albumID?.rawValue
    artist = song.artist
    artistId = song.artistID?.rawValue
    track = song.track
    discNumber = song.discNumber
    year = song.year
    genre = song.genre
    durationSeconds = song.duration
    sizeBytes = song.size
    suffix = song.suffix
    contentType = song.contentType
    bitRate = song.bitRate
    path = song.path
    starred = JSONDate.utc(song.starred)
    coverArt = song.coverArt?.rawValue
    userRating = song.userRating
    averageRating = song.averageRating
    playCount = song.playCount
  }

  /// Writes every key, `null` included.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(title, forKey: .title)
    try container.encodeOrNull(album, forKey: .album)
    try container.encodeOrNull(albumId, forKey: .albumId)
    try container.encodeOrNull(artist, forKey: .artist)
    try container.encodeOrNull(artistId, forKey: .artistId)
    try container.encodeOrNull(track, forKey: .track)
    try container.encodeOrNull(discNumber, forKey: .discNumber)
    try container.encodeOrNull(year, forKey: .year)
    try container.encodeOrNull(genre, forKey: .genre)
    try container.encodeOrNull(durationSeconds, forKey: .durationSeconds)
    try container.encodeOrNull(sizeBytes, forKey: .sizeBytes)
    try container.encodeOrNull(suffix, forKey: .suffix)
    try container.encodeOrNull(contentType, forKey: .contentType)
    try container.encodeOrNull(bitRate, forKey: .bitRate)
    try container.encodeOrNull(path, forKey: .path)
    try container.encodeOrNull(starred, forKey: .starred)
    try container.encodeOrNull(coverArt, forKey: .coverArt)
    try container.encodeOrNull(userRating, forKey: .userRating)
    try container.encodeOrNull(averageRating, forKey: .averageRating)
    try container.encodeOrNull(playCount, forKey: .playCount)
  }

  private enum CodingKeys: String, CodingKey {
    case id, title, album, albumId, artist, artistId, track, discNumber, year, genre
    case durationSeconds, sizeBytes, suffix, contentType, bitRate, path, starred, coverArt,
      userRating
    case averageRating, playCount
  }
}
