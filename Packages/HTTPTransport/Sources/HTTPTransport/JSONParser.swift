import Foundation

/// A strict JSON parser (RFC 8259) with bounded work: the one way live clients read JSON.
///
/// - Grammar: exactly one value (a scalar at the top is allowed), white space around it; no
///   trailing commas, comments, `NaN`, leading zeros or single quotes. A UTF-8 byte order mark
///   at the start is skipped, as RFC 8259 allows.
/// - Text: UTF-8 only; invalid UTF-8, an unescaped control character (U+0000 to U+001F) or a
///   lone surrogate escape (`"\uD800"`) fail the parse, as they do with `JSONSerialization` and
///   `JSONDecoder`. A surrogate pair escape is its one character.
/// - Numbers: the token is checked against the grammar, then read as the nearest `Double` (as
///   `Double(String)` and `JSONDecoder` read it); one too large for a `Double` (`1e400`) fails
///   the parse, one too small is zero.
/// - Names: when an object names a member twice, the last value wins.
/// - Bounds: arrays and objects nest at most ``maximumDepth`` deep; every
///   ``checkInterval`` values the parse checks whether its task is cancelled and whether
///   ``deadline`` has passed, and stops with ``JSONParseError/cancelled`` or
///   ``JSONParseError/pastDeadline``. The tree's memory is estimated as it grows (each buffer the
///   open arrays' and objects' stacks grow into, each closed array and object, a long string's
///   storage) and held to ``maximumSize`` (``JSONParseError/tooLarge(limit:)``); the input is not
///   copied.
/// - Kept names: with ``keptNames``, objects keep only the members of those names. The others
///   are read and checked as strictly, then dropped: a reader that needs a few members of each
///   of 10,000 objects holds those alone (`sunsonic ui` reading 10,000 artists: a heap peak of
///   7.0 MB instead of 10.4, in heaptrack).
public struct JSONParser: Sendable {
  /// The default ``maximumDepth``.
  public static let defaultMaximumDepth = 512
  /// The default ``maximumSize``: 128 MiB, 8 times the transport's default body limit. A real
  /// answer takes 3 to 7 times its size as a tree (Scripts/bench-decode).
  public static let defaultMaximumSize = 8 * HTTPRequest.defaultMaximumBodySize
  /// How many values are read between two checks of cancellation and the deadline.
  public static let checkInterval = 4_096

  /// The deepest nesting of arrays and objects accepted; deeper is
  /// ``JSONParseError/tooDeep(limit:)``.
  public var maximumDepth: Int
  /// The most memory the tree may take, as estimated while it is read; more is
  /// ``JSONParseError/tooLarge(limit:)``.
  public var maximumSize: Int
  /// When the parse must have ended; `nil` for no limit. A document of fewer than
  /// ``checkInterval`` values is always read whole.
  public var deadline: ContinuousClock.Instant?
  /// The only member names objects keep, at any depth; `nil` keeps every member. A dropped
  /// member's value counts toward ``maximumSize`` as if it were kept.
  public var keptNames: Set<String>?

  /// A parser with these limits.
  public init(
    maximumDepth: Int = JSONParser.defaultMaximumDepth,
    maximumSize: Int = JSONParser.defaultMaximumSize,
    deadline: ContinuousClock.Instant? = nil,
    keptNames: Set<String>? = nil
  ) {
    self.maximumDepth = maximumDepth
    self.maximumSize = maximumSize
    self.deadline = deadline
    self.keptNames = keptNames
  }

  /// The one JSON value `data` holds.
  public func parse(_ data: Data) throws(JSONParseError) -> JSONValue {
    let result = data.withUnsafeBytes { raw -> Result<JSONValue, JSONParseError> in
      var reader = JSONDocumentReader(
        bytes: raw.assumingMemoryBound(to: UInt8.self), maximumDepth: maximumDepth,
        maximumSize: maximumSize, deadline: deadline, keptNames: keptNames)
      return Result { () throws(JSONParseError) in try reader.document() }
    }
    return try result.get()
  }
}
