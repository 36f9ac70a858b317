import Foundation

/// A library value as stable JSON, for the app's `--json`.
///
/// These views are the feature's own, not the interface models' `Codable` shape (which is the
/// models' storage format: dates as seconds since 2001, absent optionals dropped, names such as
/// `artistID`). Here every key is always present (`null` when the server did not say), ids are
/// strings, dates are ISO 8601 UTC with whole seconds (`2026-03-01T12:00:00Z`), lengths are
/// `durationSeconds` and sizes `sizeBytes`, and names are lower camel case (`artistId`).
public protocol LibraryJSON: Encodable, Sendable {}

extension LibraryJSON {
  /// The JSON text: keys sorted, pretty printed with two-space indents, `/` unescaped, no
  /// trailing newline. Byte-stable: the same value always gives the same text.
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

/// Dates in the JSON views.
enum JSONDate {
  /// `2026-03-01T12:00:00Z`: UTC, whole seconds (a fraction is dropped).
  static func utc(_ date: Date?) -> String? {
    date?.formatted(Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC")!))
  }
}
