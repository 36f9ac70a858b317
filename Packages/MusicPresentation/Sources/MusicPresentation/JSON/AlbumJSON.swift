import JSONOutput
import SubsonicClient

/// An album as JSON. Keys, every one always present: `id`, `name`, `artist`, `artistId`,
/// `songCount`, `durationSeconds`, `year`, `genre`, `created` and `starred` (ISO 8601 UTC), `coverArt` (the id `cover` takes),
/// `playCount`, and `songs`: the album's songs in ``TrackOrder`` as ``SongJSON``, filled for one
/// album (`album ID`), empty in lists (as the server sends them).
public struct AlbumJSON: StableJSON, Hashable {
  /// The album's id.
  public let id: String
  /// The title.
  public let name: String
  /// The album artist's name.
  public let artist: String?
  /// The album artist's id.
  public let artistId: String?
  /// How many songs it has.
  public let songCount: Int
  /// The total length in seconds.
  public let durationSeconds: Int?
  /// The release year.
  public let year: Int?
  /// The genre.
  public let genre: String?
  /// When the server first saw it, ISO 8601 UTC.
  public let created: String?
  /// When it was starred, ISO 8601 UTC; `nil` when not starred.
  public let starred: String?
  /// The cover art's id, for `sunsonic cover`; `nil` when there is none.
  public let coverArt: String?
  /// How many times its songs were played.
  public let playCount: Int?
  /// Its songs in track order; empty in lists.
  public let songs: [SongJSON]

  /// The JSON of `album`, its songs put in ``TrackOrder``.
  public init(_ album: Album) {
    id = album.id.rawValue
    name = album.name
    artist = album.artist
    artistId = album.artistID?.rawValue
    songCount = album.songCount
    durationSeconds = album.duration
    year = album.year
    genre = album.genre
    created = JSONDate.utc(album.created)
    starred = JSONDate.utc(album.starred)
    coverArt = album.coverArt?.rawValue
    playCount = album.playCount
    songs = TrackOrder.sorted(album.songs).map(SongJSON.init)
  }

  /// Writes every key, `null` included.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(name, forKey: .name)
    try container.encodeOrNull(artist, forKey: .artist)
    try container.encodeOrNull(artistId, forKey: .artistId)
    try container.encode(songCount, forKey: .songCount)
    try container.encodeOrNull(durationSeconds, forKey: .durationSeconds)
    try container.encodeOrNull(year, forKey: .year)
    try container.encodeOrNull(genre, forKey: .genre)
    try container.encodeOrNull(created, forKey: .created)
    try container.encodeOrNull(starred, forKey: .starred)
    try container.encodeOrNull(coverArt, forKey: .coverArt)
    try container.encodeOrNull(playCount, forKey: .playCount)
    try container.encode(songs, forKey: .songs)
  }

  private enum CodingKeys: String, CodingKey {
    case id, name, artist, artistId, songCount, durationSeconds, year, genre, created, starred,
      coverArt
    case playCount, songs
  }
}
