import Foundation

/// A value as stable JSON, for the app's `--json`: the features' own views of the interface
/// models, which have no `Codable` shape of their own. Every key is always present (`null` when unknown, with
/// ``Swift/KeyedEncodingContainer/encodeOrNull(_:forKey:)``), dates are ISO 8601 UTC with whole
/// seconds (``JSONDate``).
public protocol StableJSON: Encodable, Sendable {}

extension StableJSON {
  /// The JSON text: keys sorted, pretty printed with two-space indents, `/` unescaped, no
  /// trailing newline (``StableJSONEncoder``). Byte-stable: the same value always gives the same
  /// text. Throws only for a value JSON cannot hold (an infinite number).
  public func encoded() throws -> String {
    try StableJSONEncoder().encode(self)
  }
}

extension KeyedEncodingContainer {
  /// Encodes `value`, or `null` when it is `nil`, so that the key is always present.
  public mutating func encodeOrNull<Value: Encodable>(_ value: Value?, forKey key: Key) throws {
    if let value {
      try encode(value, forKey: key)
    } else {
      try encodeNil(forKey: key)
    }
  }
}

/// Dates in the JSON views.
public enum JSONDate {
  /// `2026-03-01T12:00:00Z`: UTC, whole seconds (a fraction is dropped); `nil` stays `nil`.
  public static func utc(_ date: Date?) -> String? {
    date?.formatted(style)
  }

  private static let style = Date.ISO8601FormatStyle(timeZone: .gmt)
}
