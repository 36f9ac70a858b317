/// One Unicode scalar read from UTF-8 bytes that may end in the middle of it.
enum UTF8Scalar {
  /// A scalar and the bytes it took.
  case scalar(Unicode.Scalar, length: Int)
  /// The bytes end before the scalar does.
  case incomplete
  /// The bytes are not UTF-8: the first `length` of them make no scalar.
  case invalid(length: Int)

  /// The scalar that starts at `index` of `bytes`. Overlong forms, surrogates and values past
  /// U+10FFFF are invalid.
  static func decode(_ bytes: [UInt8], at index: Int) -> UTF8Scalar {
    let lead = bytes[index]
    let length: Int
    let smallest: UInt32
    var value: UInt32
    switch lead {
    case 0x00...0x7F: return .scalar(Unicode.Scalar(lead), length: 1)
    case 0xC2...0xDF: (length, smallest, value) = (2, 0x80, UInt32(lead & 0x1F))
    case 0xE0...0xEF: (length, smallest, value) = (3, 0x800, UInt32(lead & 0x0F))
    case 0xF0...0xF4: (length, smallest, value) = (4, 0x10000, UInt32(lead & 0x07))
    default: return .invalid(length: 1)
    }
    for offset in 1..<length {
      guard index + offset < bytes.count else { return .incomplete }
      let byte = bytes[index + offset]
      guard byte & 0xC0 == 0x80 else { return .invalid(length: offset) }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    guard value >= smallest, let scalar = Unicode.Scalar(value) else {
      return .invalid(length: length)
    }
    return .scalar(scalar, length: length)
  }
}
