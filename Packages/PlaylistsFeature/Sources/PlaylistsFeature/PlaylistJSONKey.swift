import Foundation

/// The feature's JSON conventions, in one place.
enum JSONText {
  /// `value` as text: keys sorted, pretty printed with two-space indents, `/` unescaped, no
  /// trailing newline; byte-stable.
  static func encode(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  /// `2026-06-21T09:34:23Z`: ISO 8601 in UTC, whole seconds (a fraction is dropped).
  static func utc(_ instant: Date) -> String {
    instant.formatted(Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC")!))
  }
}

/// Every key of the playlist JSON shapes.
enum PlaylistJSONKey: String, CodingKey {
  case id, name, comment, owner
  case isPublic = "public"
  case songCount, durationSeconds, created, changed, coverArt
  case entries, playlists
  case index, title, artist, album
}

extension KeyedEncodingContainer<PlaylistJSONKey> {
  /// Writes `value`, or `null` when it is `nil`, so that every key is always present.
  mutating func encodeOrNull(_ value: (some Encodable)?, forKey key: PlaylistJSONKey) throws {
    if let value {
      try encode(value, forKey: key)
    } else {
      try encodeNil(forKey: key)
    }
  }
}
