import Foundation

/// Any JSON value, decoded without a schema: the client reads answers through ``WireObject``'s
/// lenient accessors rather than through `Decodable` models, because real servers disagree
/// with the specification (and with each other) on types.
enum JSONValue: Sendable, Equatable, Decodable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// Decodes whatever JSON value comes. `JSONDecoder` refuses a number as a `Bool` and a
  /// boolean as a number, so the two stay apart.
  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// Parses `data` as one JSON document; `nil` when it is not JSON (cut short, malformed).
  static func parse(_ data: Data) -> JSONValue? {
    try? JSONDecoder().decode(JSONValue.self, from: data)
  }
}
