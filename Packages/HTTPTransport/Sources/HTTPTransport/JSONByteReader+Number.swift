extension JSONByteReader {
  /// The longest run of decimal digits read exactly as an integer (below 2^53, so its
  /// `Double` is exact too).
  private static let exactDigits = 15

  /// Reads a number (RFC 8259: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`) as the
  /// nearest `Double`; out of a `Double`'s range is a failure, below it is zero.
  mutating func number() throws(JSONParseError) -> Double {
    let start = position
    let isNegative = peek() == UInt8(ascii: "-")
    if isNegative { advance() }
    let integerStart = position
    guard let first = peek(), Self.isDigit(first) else { throw failure("a number without digits") }
    advance()
    if first == UInt8(ascii: "0") {
      if let next = peek(), Self.isDigit(next) { throw failure("a number with a leading zero") }
    } else {
      skipDigits()
    }
    let integerEnd = position
    var isInteger = true
    if peek() == UInt8(ascii: ".") {
      advance()
      guard let next = peek(), Self.isDigit(next) else {
        throw failure("a fraction without digits")
      }
      skipDigits()
      isInteger = false
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      advance()
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { advance() }
      guard let next = peek(), Self.isDigit(next) else {
        throw failure("an exponent without digits")
      }
      skipDigits()
      isInteger = false
    }
    if isInteger, integerEnd - integerStart <= Self.exactDigits {
      var value: Int64 = 0
      for index in integerStart..<integerEnd {
        // At most 15 digits: below 10^15, so neither operation can overflow.
        value = value &* 10 &+ Int64(bytes[index] &- UInt8(ascii: "0"))
      }
      return isNegative ? -Double(value) : Double(value)
    }
    let token = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    guard let value = Double(token), value.isFinite else {
      throw .malformed(offset: start, reason: "a number too large for a Double")
    }
    return value
  }

  private mutating func skipDigits() {
    while let byte = peek(), Self.isDigit(byte) { advance() }
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
