import Foundation
import JSONOutput
import SubsonicClient

/// Lyrics as stable JSON, for the app's `lyrics --json`.
///
/// Keys, always present: `artist` and `title` (strings as the server matched them, else as
/// asked, or `null`), `found` (boolean) and `text` (the lyrics as the server sent them, lines
/// separated by `\n`, or `null` when none were found).
public struct LyricsJSON: StableJSON, Hashable {
  /// The artist.
  public let artist: String?
  /// The title.
  public let title: String?
  /// Whether lyrics were found.
  public let found: Bool
  /// The lyrics.
  public let text: String?

  /// The JSON of `lyrics` as found for `artist` and `title`; `nil` lyrics read as none found.
  public init(_ lyrics: Lyrics?, artist: String?, title: String?) {
    self.artist = lyrics?.artist ?? artist
    self.title = lyrics?.title ?? title
    found = lyrics != nil
    text = lyrics?.text
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
  }

  private enum CodingKeys: String, CodingKey {
    case artist, title, found, text
  }
}
