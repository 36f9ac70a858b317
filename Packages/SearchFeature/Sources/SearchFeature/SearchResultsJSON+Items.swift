import SubsonicClient

extension SearchResultsJSON {
  /// A found artist: `id`, `name`, `albumCount`, `starred`, `albums` (always empty).
  public struct ArtistItem: Encodable, Sendable, Hashable {
    /// The artist.
    public let artist: Artist

    /// Wraps `artist`.
    public init(_ artist: Artist) {
      self.artist = artist
    }

    /// Writes every key, `null` included.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(artist.id.rawValue, forKey: .id)
      try container.encode(artist.name, forKey: .name)
      try container.encodeOrNull(artist.albumCount, forKey: .albumCount)
      try container.encodeOrNull(utcText(artist.starred), forKey: .starred)
      try container.encode([String](), forKey: .albums)
    }

    private enum CodingKeys: String, CodingKey {
      case id, name, albumCount, starred, albums
    }
  }

  /// A found album: `id`, `name`, `artist`, `artistId`, `songCount`, `durationSeconds`, `year`,
  /// `genre`, `created`, `starred`, `playCount`, `songs` (always empty).
  public struct AlbumItem: Encodable, Sendable, Hashable {
    /// The album.
    public let album: Album

    /// Wraps `album`.
    public init(_ album: Album) {
      self.album = album
    }

    /// Writes every key, `null` included.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(album.id.rawValue, forKey: .id)
      try container.encode(album.name, forKey: .name)
      try container.encodeOrNull(album.artist, forKey: .artist)
      try container.encodeOrNull(album.artistID?.rawValue, forKey: .artistId)
      try container.encode(album.songCount, forKey: .songCount)
      try container.encodeOrNull(album.duration, forKey: .durationSeconds)
      try container.encodeOrNull(album.year, forKey: .year)
      try container.encodeOrNull(album.genre, forKey: .genre)
      try container.encodeOrNull(utcText(album.created), forKey: .created)
      try container.encodeOrNull(utcText(album.starred), forKey: .starred)
      try container.encodeOrNull(album.playCount, forKey: .playCount)
      try container.encode([String](), forKey: .songs)
    }

    private enum CodingKeys: String, CodingKey {
      case id, name, artist, artistId, songCount, durationSeconds, year, genre, created, starred
      case playCount, songs
    }
  }

  /// A found song: `id`, `title`, `album`, `albumId`, `artist`, `artistId`, `track`,
  /// `discNumber`, `year`, `genre`, `durationSeconds`, `sizeBytes`, `suffix`, `contentType`,
  /// `bitRate`, `path`, `starred`, `userRating`, `averageRating`, `playCount`.
  public struct SongItem: Encodable, Sendable, Hashable {
    /// The song.
    public let song: Song

    /// Wraps `song`.
    public init(_ song: Song) {
      self.song = song
    }

    /// Writes every key, `null` included.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(song.id.rawValue, forKey: .id)
      try container.encode(song.title, forKey: .title)
      try container.encodeOrNull(song.album, forKey: .album)
      try container.encodeOrNull(song.albumID?.rawValue, forKey: .albumId)
      try container.encodeOrNull(song.artist, forKey: .artist)
      try container.encodeOrNull(song.artistID?.rawValue, forKey: .artistId)
      try container.encodeOrNull(song.track, forKey: .track)
      try container.encodeOrNull(song.discNumber, forKey: .discNumber)
      try container.encodeOrNull(song.year, forKey: .year)
      try container.encodeOrNull(song.genre, forKey: .genre)
      try container.encodeOrNull(song.duration, forKey: .durationSeconds)
      try container.encodeOrNull(song.size, forKey: .sizeBytes)
      try container.encodeOrNull(song.suffix, forKey: .suffix)
      try container.encodeOrNull(song.contentType, forKey: .contentType)
      try container.encodeOrNull(song.bitRate, forKey: .bitRate)
      try container.encodeOrNull(song.path, forKey: .path)
      try container.encodeOrNull(utcText(song.starred), forKey: .starred)
      try container.encodeOrNull(song.userRating, forKey: .userRating)
      try container.encodeOrNull(song.averageRating, forKey: .averageRating)
      try container.encodeOrNull(song.playCount, forKey: .playCount)
    }

    private enum CodingKeys: String, CodingKey {
      case id, title, album, albumId, artist, artistId, track, discNumber, year, genre
      case durationSeconds, sizeBytes, suffix, contentType, bitRate, path, starred, userRating
      case averageRating, playCount
    }
  }
}
