extension JSONByteReader {
  /// Reads a string whose opening quote is at hand: escapes decoded (a surrogate pair escape is
  /// its one character), the text validated as UTF-8. A lone surrogate escape, an unescaped
  /// control character or invalid UTF-8 is a failure.
  mutating func string() throws(JSONParseError) -> String {
    advance()  // the opening quote
    let start = position
    var isASCII = true
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        let buffer = UnsafeBufferPointer(rebasing: bytes[start..<position])
        // ASCII is UTF-8 as it is: most names and every id skip the check.
        let text =
          isASCII ? String(decoding: buffer, as: UTF8.self) : try Self.validated(buffer, at: start)
        position += 1
        return text
      }
      if byte >= 0x80 { isASCII = false }
      if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
      if byte < 0x20 { throw failure("a control character in a string") }
      position += 1
    }
    throw failure("a string cut short")
  }

  /// The rest of a string that holds escapes, its bytes so far starting at `start`.
  private mutating func escapedString(from start: Int) throws(JSONParseError) -> String {
    var text = Array(UnsafeBufferPointer(rebasing: bytes[start..<position]))
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        position += 1
        return try text.withUnsafeBufferPointer { buffer throws(JSONParseError) in
          try Self.validated(buffer, at: start)
        }
      }
      if byte < 0x20 { throw failure("a control character in a string") }
      if byte == UInt8(ascii: "\\") {
        try escape(into: &text)
      } else {
        text.append(byte)
        position += 1
      }
    }
    throw failure("a string cut short")
  }

  /// Reads one escape, its backslash at hand, and appends what it stands for as UTF-8.
  private mutating func escape(into text: inout [UInt8]) throws(JSONParseError) {
    advance()  // the backslash
    guard let letter = peek() else { throw failure("a string cut short") }
    advance()
    switch letter {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(letter)
    case UInt8(ascii: "b"): text.append(0x08)
    case UInt8(ascii: "f"): text.append(0x0C)
    case UInt8(ascii: "n"): text.append(0x0A)
    case UInt8(ascii: "r"): text.append(0x0D)
    case UInt8(ascii: "t"): text.append(0x09)
    case UInt8(ascii: "u"):
      let scalar = try unicodeEscape()
      UTF8.encode(scalar) { text.append($0) }
    default:
      throw failure("an unknown escape")
    }
  }

  /// The character of a `\uXXXX` escape (its `\u` read), or of a surrogate pair of them.
  private mutating func unicodeEscape() throws(JSONParseError) -> Unicode.Scalar {
    let unit = try hexQuad()
    switch unit {
    case 0xD800...0xDBFF:
      guard bytes.count - position >= 6, bytes[position] == UInt8(ascii: "\\"),
        bytes[position + 1] == UInt8(ascii: "u")
      else { throw failure("a lone surrogate escape") }
      position += 2
      let low = try hexQuad()
      guard (0xDC00...0xDFFF).contains(low) else { throw failure("a lone surrogate escape") }
      let value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
      guard let scalar = Unicode.Scalar(value) else { throw failure("a lone surrogate escape") }
      return scalar
    case 0xDC00...0xDFFF:
      throw failure("a lone surrogate escape")
    default:
      guard let scalar = Unicode.Scalar(unit) else { throw failure("a lone surrogate escape") }
      return scalar
    }
  }

  /// Four hexadecimal digits, as a number below 0x10000.
  private mutating func hexQuad() throws(JSONParseError) -> UInt32 {
    guard bytes.count - position >= 4 else { throw failure("a string cut short") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[position]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw failure("a \\u escape without four hexadecimal digits")
      }
      value = value << 4 | UInt32(digit)
      position += 1
    }
    return value
  }

  /// `buffer` as a `String`, or a failure at `offset` when it is not UTF-8: decoding repairs
  /// what is not UTF-8 with U+FFFD, so the text is valid exactly when its bytes are the
  /// buffer's. (Faster than `String(validating:as:)`, which runs unspecialized here.)
  private static func validated(
    _ buffer: UnsafeBufferPointer<UInt8>, at offset: Int
  ) throws(JSONParseError) -> String {
    let text = String(decoding: buffer, as: UTF8.self)
    guard text.utf8.elementsEqual(buffer) else {
      throw .malformed(offset: offset, reason: "a string that is not UTF-8")
    }
    return text
  }
}
