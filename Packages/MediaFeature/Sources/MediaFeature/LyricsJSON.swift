import Foundation
import JSONOutput
import SubsonicClient

/// Lyrics as stable JSON, for the app's `lyrics --json`.
///
/// Keys, always present: `artist` and `title` (strings as the server matched them, else as
/// asked, or `null`), `found` (boolean), `text` (the lyrics as the server sent them, lines
/// separated by `\n`, or `null` when none were found), `synced` (boolean: the lines have times),
/// `offset` (milliseconds the lines show sooner than their `start`; 0 unless synced) and `lines`
/// (each `{"start": milliseconds or null, "text": "..."}`; empty when none were found).
public struct LyricsJSON: StableJSON, Hashable {
  /// One line and when it starts.
  public struct Line: Encodable, Sendable, Hashable {
    /// When it starts, in milliseconds; `nil` in plain lyrics.
    public let start: Int?
    /// The words.
    public let text: String

    /// Writes both keys, a `null` start included.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(start, forKey: .start)
      try container.encode(text, forKey: .text)
    }

    private enum CodingKeys: String, CodingKey {
      case start, text
    }
  }

  /// The artist.
  public let artist: String?
  /// The title.
  public let title: String?
  /// Whether lyrics were found.
  public let found: Bool
  /// The lyrics.
  public let text: String?
  /// Whether the lines have start times.
  public let synced: Bool
  /// How much sooner than their start the lines show, in milliseconds.
  public let offset: Int
  /// The lines.
  public let lines: [Line]

  /// The JSON of `lyrics` as found for `artist` and `title`; `nil` lyrics read as none found.
  public init(_ lyrics: SongLyrics?, artist: String?, title: String?) {
    self.artist = lyrics?.artist ?? artist
    self.title = lyrics?.title ?? title
    found = lyrics != nil
    text = lyrics?.plainLyrics.text
    synced = lyrics?.isSynced ?? false
    if case .structured(let structured)? = lyrics, structured.isSynced {
      offset = structured.offsetMilliseconds
    } else {
      offset = 0
    }
    lines = (lyrics?.lines ?? []).map { Line(start: $0.startMilliseconds, text: $0.text) }
  }

  /// Writes every key, `null` included.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(found, forKey: .found)
    for (value, key) in [(artist, CodingKeys.artist), (title, .title), (text, .text)] {
      if let value {
        try container.encode(value, forKey: key)
      } else {
        try container.encodeNil(forKey: key)
      }
    }
    try container.encode(synced, forKey: .synced)
    try container.encode(offset, forKey: .offset)
    try container.encode(lines, forKey: .lines)
  }

  private enum CodingKeys: String, CodingKey {
    case artist, title, found, text, synced, offset, lines
  }
}
