/// Any JSON value, read without a schema by ``JSONParser``.
///
/// Live clients read answers through lenient accessors over this tree rather than through
/// `Decodable` models, because real servers disagree with their specifications (and with each
/// other) on types. Numbers are `Double`s, as `JSONDecoder` reads them; an empty object or array
/// holds no storage of its own, and an object's members are a flat list (``JSONObject``).
public enum JSONValue: Sendable, Equatable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, as the nearest `Double` (an integer beyond 2^53 loses its last digits).
  case number(Double)
  /// A string, escapes decoded.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object; when a name comes twice, the last value wins.
  case object(JSONObject)
}
