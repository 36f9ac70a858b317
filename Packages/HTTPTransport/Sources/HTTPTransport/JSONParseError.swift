/// Why ``JSONParser`` returned no value.
public enum JSONParseError: Error, Sendable, Equatable {
  /// The bytes are not one JSON text (RFC 8259): cut short, a byte where none may stand, a bad
  /// escape or number, or text that is not UTF-8. `offset` is where the parse stopped, in bytes
  /// from the start; `reason` says what was wrong there and never quotes the body.
  case malformed(offset: Int, reason: String)
  /// Arrays and objects are nested deeper than ``JSONParser/maximumDepth``.
  case tooDeep(limit: Int)
  /// The tree would take more than ``JSONParser/maximumSize`` bytes of memory (`limit`).
  case tooLarge(limit: Int)
  /// The task that parses was cancelled.
  case cancelled
  /// The parse passed ``JSONParser/deadline``.
  case pastDeadline
}
