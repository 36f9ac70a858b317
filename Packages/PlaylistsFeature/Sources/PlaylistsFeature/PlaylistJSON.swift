import JSONOutput
import MusicPresentation
import SubsonicClient

/// One playlist with its entries as stable JSON, for the app's `playlist ID --json` and the
/// playlist shown after a change.
///
/// Keys: every key of ``PlaylistSummaryJSON``, and `entries`, an array in playlist order of
/// ``Entry`` objects with the keys `index` (1-based integer, what `playlist remove` takes), `id`
/// (string), `title` (string), `artist`, `album` (string or `null`) and `durationSeconds`
/// (integer or `null`).
public struct PlaylistJSON: StableJSON, Hashable {
  /// One entry.
  public struct Entry: Encodable, Sendable, Hashable {
    /// The 1-based position.
    public let index: Int
    /// The song's id.
    public let id: String
    /// The title.
    public let title: String
    /// The artist.
    public let artist: String?
    /// The album.
    public let album: String?
    /// The length in seconds.
    public let durationSeconds: Int?

    /// The JSON of `song` at the 1-based `index`.
    public init(_ song: Song, index: Int) {
      self.index = index
      id = song.id.rawValue
      title = song.title
      artist = song.artist
      album = song.album
      durationSeconds = song.duration
    }

    /// Writes every key, `null` included.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: PlaylistJSONKey.self)
      try container.encode(index, forKey: .index)
      try container.encode(id, forKey: .id)
      try container.encode(title, forKey: .title)
      try container.encodeOrNull(artist, forKey: .artist)
      try container.encodeOrNull(album, forKey: .album)
      try container.encodeOrNull(durationSeconds, forKey: .durationSeconds)
    }
  }

  /// The playlist's own fields.
  public let summary: PlaylistSummaryJSON
  /// The entries, in order, numbered from 1.
  public let entries: [Entry]

  /// The JSON of `playlist` with its entries.
  public init(_ playlist: Playlist) {
    summary = PlaylistSummaryJSON(playlist)
    entries = playlist.entries.enumerated().map { Entry($0.element, index: $0.offset + 1) }
  }

  /// Writes the summary's keys and `entries` in one object.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: PlaylistJSONKey.self)
    try summary.encodeFields(into: &container)
    try container.encode(entries, forKey: .entries)
  }
}
