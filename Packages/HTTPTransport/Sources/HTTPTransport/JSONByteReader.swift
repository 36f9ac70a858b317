/// A cursor over the bytes of a JSON text: white space, literals and the byte at hand. Every
/// read is bounds-checked; positions only grow, and never past the end.
struct JSONByteReader {
  /// The whole text.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The offset of the next byte to read.
  var position = 0

  /// Whether every byte has been read.
  var isAtEnd: Bool { position >= bytes.count }

  /// The byte at hand, or `nil` at the end.
  func peek() -> UInt8? {
    position < bytes.count ? bytes[position] : nil
  }

  /// Moves past one byte (never past the end).
  mutating func advance() {
    if position < bytes.count { position += 1 }
  }

  /// Skips a UTF-8 byte order mark at the start.
  mutating func skipByteOrderMark() {
    guard position == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF
    else { return }
    position = 3
  }

  /// Skips white space: space, tab, line feed, carriage return.
  mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default: return
      }
    }
  }

  /// Reads `literal` (`true`, `false`, `null`), whose first byte is at hand.
  mutating func expect(_ literal: StaticString) throws(JSONParseError) {
    let count = literal.utf8CodeUnitCount
    guard bytes.count - position >= count else { throw failure("a literal cut short") }
    let text = literal.utf8Start
    for offset in 0..<count where bytes[position + offset] != text[offset] {
      throw failure("an unknown literal")
    }
    position += count
  }

  /// A ``JSONParseError/malformed(offset:reason:)`` at the current position.
  func failure(_ reason: String) -> JSONParseError {
    .malformed(offset: position, reason: reason)
  }
}
