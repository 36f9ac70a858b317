import JSONOutput
import MusicPresentation
import SubsonicClient

/// `bookmarks --json`: `{"bookmarks": [{"positionMilliseconds", "comment", "changed", "song"}]}`;
/// `changed` is when the bookmark last changed, UTC (``JSONOutput/JSONDate``), or `null`.
public struct BookmarksJSON: StableJSON, Hashable {
  /// One bookmark.
  public struct Entry: StableJSON, Hashable {
    let positionMilliseconds: Int
    let comment: String?
    let changed: String?
    let song: SongJSON

    /// Encodes every key, `null` when unknown.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(positionMilliseconds, forKey: .positionMilliseconds)
      try container.encodeOrNull(comment, forKey: .comment)
      try container.encodeOrNull(changed, forKey: .changed)
      try container.encode(song, forKey: .song)
    }

    private enum Keys: String, CodingKey { case positionMilliseconds, comment, changed, song }
  }

  let bookmarks: [Entry]

  /// The JSON of `bookmarks`.
  public init(_ bookmarks: [Bookmark]) {
    self.bookmarks = bookmarks.map {
      Entry(
        positionMilliseconds: $0.positionMilliseconds, comment: $0.comment,
        changed: JSONDate.utc($0.changed), song: SongJSON($0.entry))
    }
  }
}

/// `queue --json`: `current` (a song id), `positionMilliseconds`, `changedBy` and `songs`; all
/// `null` and `[]` when no queue was saved.
public struct PlayQueueJSON: StableJSON, Hashable {
  let current: String?
  let positionMilliseconds: Int?
  let changedBy: String?
  let songs: [SongJSON]

  /// The JSON of `queue`.
  public init(_ queue: PlayQueue?) {
    current = queue?.current?.rawValue
    positionMilliseconds = queue?.positionMilliseconds
    changedBy = queue?.changedBy
    songs = (queue?.entries ?? []).map(SongJSON.init)
  }

  /// Encodes every key, `null` when unknown.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encodeOrNull(current, forKey: .current)
    try container.encodeOrNull(positionMilliseconds, forKey: .positionMilliseconds)
    try container.encodeOrNull(changedBy, forKey: .changedBy)
    try container.encode(songs, forKey: .songs)
  }

  private enum Keys: String, CodingKey { case current, positionMilliseconds, changedBy, songs }
}
