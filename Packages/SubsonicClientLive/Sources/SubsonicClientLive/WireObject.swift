import Foundation
import HTTPTransport
import SubsonicClient

/// Why an answer's JSON could not be read as the endpoint's data: what was missing or wrong,
/// with its path (`album.song[2].id`). Reported as
/// ``SubsonicError/unexpectedResponse(statusCode:found:)``.
struct WireError: Error, Sendable, Equatable {
  /// What was missing or wrong, and where.
  let reason: String
}

/// A JSON object of an answer, read leniently: the one set of accessors every model mapping
/// uses, so that each server quirk is handled once.
///
/// - Numbers: a float where an integer is expected is rounded (`"duration": 12.0`), an integer
///   is a float where one is expected (`"averageRating": 4`), and a numeric string is a number.
/// - Strings and ids: a number is accepted and written without a fraction (`"id": 7`).
/// - `null`, a missing key, and a value of another type are all "absent" for optional fields.
/// - Lists: missing, `null`, or an empty object (`"playlists": {}`) is `[]`, and a single
///   object where an array is expected is a one-element list.
/// - Dates: see ``SubsonicDate``.
struct WireObject: Sendable {
  /// The object's fields.
  let fields: JSONObject
  /// Where the object is in the answer, for error messages (`album.song[2]`): made when asked,
  /// so that reading a list of 10,000 artists makes no text per artist.
  var path: String { index.map { "\(place)[\($0)]" } ?? place }
  /// The path of the object, or of the list it is an element of.
  private let place: String
  /// The object's index in the list at `place`; `nil` when it is not a list's element.
  private let index: Int?

  /// Wraps `fields` found at `path`.
  init(_ fields: JSONObject, path: String) {
    self.fields = fields
    place = path
    index = nil
  }

  /// Wraps `fields`, element `index` of the list at `listPath`.
  private init(_ fields: JSONObject, element index: Int, of listPath: String) {
    self.fields = fields
    place = listPath
    self.index = index
  }

  /// The value at `key`; `nil` when missing or `null`.
  func value(_ key: String) -> JSONValue? {
    guard let value = fields[key], value != .null else { return nil }
    return value
  }

  /// The text at the first of `keys` that holds a string or a number.
  func string(_ keys: String...) -> String? {
    for key in keys {
      switch value(key) {
      case .string(let text): return text
      case .number(let number): return Self.text(number)
      case .bool(let flag): return flag ? "true" : "false"
      default: continue
      }
    }
    return nil
  }

  /// The text at the first of `keys` that holds one, or an error naming the first key.
  func requiredString(_ keys: String...) throws(WireError) -> String {
    for key in keys {
      if let text = string(key) { return text }
    }
    throw missing(keys.first ?? "")
  }

  /// A whole number: a number (rounded to the nearest), or a string holding one; absent beyond
  /// ±(2^53 - 1), the integers a JSON number carries exactly, so that no count, length or size
  /// a server sends can overflow the arithmetic done on it.
  func int(_ key: String) -> Int? {
    guard let number = double(key), number.isFinite,
      let rounded = Int(exactly: number.rounded(.toNearestOrAwayFromZero)),
      rounded.magnitude <= Self.largestExactInteger
    else { return nil }
    return rounded
  }

  /// 2^53 - 1.
  static let largestExactInteger: UInt = 9_007_199_254_740_991

  /// A tag's text (album, artist, genre, …): absent when empty or blank, as servers send
  /// `"album": ""` for a song without the tag.
  func tag(_ key: String) -> String? {
    string(key).flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
  }

  /// A number that is only meaningful above zero (a year, a track or disc number, a bit rate):
  /// absent when 0 or less, as servers send `"year": 0` for a song without the tag.
  func positiveInt(_ key: String) -> Int? {
    int(key).flatMap { $0 > 0 ? $0 : nil }
  }

  /// A whole number of 64 bits (file sizes).
  func int64(_ key: String) -> Int64? {
    int(key).map { Int64($0) }
  }

  /// A number, or a string holding one.
  func double(_ key: String) -> Double? {
    switch value(key) {
    case .number(let number): return number
    case .string(let text):
      return Double(text.trimmingCharacters(in: .whitespaces)).flatMap { $0.isFinite ? $0 : nil }
    default: return nil
    }
  }

  /// A boolean: `true`/`false`, the strings `"true"`/`"false"`, or the numbers 1 and 0.
  func bool(_ key: String) -> Bool? {
    value(key).flatMap(Self.bool)
  }

  /// `value` as a boolean, as ``bool(_:)`` reads it.
  static func bool(_ value: JSONValue) -> Bool? {
    switch value {
    case .bool(let flag): return flag
    case .string(let text):
      switch text.lowercased() {
      case "true": return true
      case "false": return false
      default: return nil
      }
    case .number(let number) where number == 0 || number == 1: return number == 1
    default: return nil
    }
  }

  /// A date written as ISO 8601, with or without a zone and fraction (``SubsonicDate``).
  func date(_ key: String) -> Date? {
    string(key).flatMap(SubsonicDate.date(from:))
  }

  /// An absolute http(s) URL; `nil` when empty or not one.
  func url(_ key: String) -> URL? {
    guard let text = string(key)?.trimmingCharacters(in: .whitespaces), !text.isEmpty,
      let url = URL(string: text), url.scheme != nil
    else { return nil }
    return url
  }

  /// An id: a string, or a number written without a fraction; `nil` when absent or empty.
  func id<Tag>(_ key: String) -> Identifier<Tag>? {
    guard let text = string(key), !text.isEmpty else { return nil }
    return Identifier(text)
  }

  /// An id that must be there.
  func requiredID<Tag>(_ key: String) throws(WireError) -> Identifier<Tag> {
    guard let id: Identifier<Tag> = id(key) else { throw missing(key) }
    return id
  }

  /// The object at `key`; `nil` when missing, `null` or not an object.
  func object(_ key: String) -> WireObject? {
    guard case .object(let fields) = value(key) else { return nil }
    return WireObject(fields, path: child(key))
  }

  /// The object at `key`, or an empty one when there is none: for a payload that only holds
  /// lists, which servers leave out or send as `{}` when they are empty.
  func section(_ key: String) -> WireObject {
    object(key) ?? WireObject([:], path: child(key))
  }

  /// The object at `key`, or an error saying it is missing.
  func requiredObject(_ key: String) throws(WireError) -> WireObject {
    guard let object = object(key) else { throw missing(key) }
    return object
  }

  /// The objects of the list at `key`: `[]` when missing, `null` or an empty object; one
  /// object when a single object stands where the list should be. Elements that are not
  /// objects are skipped.
  func objects(_ key: String) -> [WireObject] {
    switch value(key) {
    case .array(let values):
      let listPath = child(key)
      return values.enumerated().compactMap { index, value in
        guard case .object(let fields) = value else { return nil }
        return WireObject(fields, element: index, of: listPath)
      }
    case .object(let fields) where !fields.isEmpty:
      return [WireObject(fields, path: child(key))]
    default:
      return []
    }
  }

  /// The list at `key`, each element mapped by `transform` (see ``objects(_:)``).
  func list<Element>(
    _ key: String, _ transform: (WireObject) throws(WireError) -> Element
  ) throws(WireError) -> [Element] {
    var elements: [Element] = []
    for object in objects(key) { elements.append(try transform(object)) }
    return elements
  }

  /// The scalars of the list at `key` (`"versions": [1, 2]`); a single scalar is a one-element
  /// list.
  func values(_ key: String) -> [JSONValue] {
    switch value(key) {
    case .array(let values): return values
    case .object, nil: return []
    case let scalar?: return [scalar]
    }
  }

  /// An error saying `key` is missing here.
  func missing(_ key: String) -> WireError {
    WireError(reason: "no \(child(key))")
  }

  private func child(_ key: String) -> String {
    path.isEmpty ? key : "\(path).\(key)"
  }

  /// A number as text, without a fraction when it is whole (`7`, not `7.0`).
  static func text(_ number: Double) -> String {
    if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
      return String(Int64(number))
    }
    return String(number)
  }
}
