import Foundation
import SubsonicClient

/// Search results as stable JSON, for the app's `--json`.
///
/// Keys (sorted by ``encoded()``), every one always present: `query`, `artistCount`,
/// `albumCount`, `songCount`, `hasMoreSongs`, and `artists`, `albums`, `songs`. Each item has
/// the same keys as `LibraryFeature`'s `ArtistJSON`, `AlbumJSON` and `SongJSON` (its `albums` or
/// `songs` list empty, as search sends none): ids as strings, dates ISO 8601 UTC with whole
/// seconds, `durationSeconds`, `sizeBytes`, `null` when the server did not say. The feature's own
/// shape, not the interface models' `Codable` one.
public struct SearchResultsJSON: Encodable, Sendable, Hashable {
  /// The query text searched.
  public let query: String
  /// How many artists were found.
  public let artistCount: Int
  /// How many albums were found.
  public let albumCount: Int
  /// How many songs were loaded.
  public let songCount: Int
  /// Whether more songs may exist.
  public let hasMoreSongs: Bool
  /// The artists.
  public let artists: [ArtistItem]
  /// The albums.
  public let albums: [AlbumItem]
  /// The songs.
  public let songs: [SongItem]

  /// The JSON of `results`.
  public init(_ results: SearchResults) {
    query = results.query
    artistCount = results.artistCount
    albumCount = results.albumCount
    songCount = results.songCount
    hasMoreSongs = results.hasMoreSongs
    artists = results.artists.map(ArtistItem.init)
    albums = results.albums.map(AlbumItem.init)
    songs = results.songs.map(SongItem.init)
  }

  /// The JSON text: keys sorted, pretty printed with two-space indents, `/` unescaped, no
  /// trailing newline. Byte-stable: the same results always give the same text.
  public func encoded() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }
}

extension KeyedEncodingContainer {
  /// Encodes `value`, or `null` when it is `nil`, so that the key is always present.
  mutating func encodeOrNull<Value: Encodable>(_ value: Value?, forKey key: Key) throws {
    if let value {
      try encode(value, forKey: key)
    } else {
      try encodeNil(forKey: key)
    }
  }
}

/// `2026-03-01T12:00:00Z`: UTC, whole seconds; `nil` stays `nil`.
func utcText(_ date: Date?) -> String? {
  date?.formatted(Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC")!))
}
