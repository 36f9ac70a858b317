/// Scalars as `JSONEncoder` writes them: strings with `"`, `\` and controls escaped (`\b \f \n
/// \r \t` by name, the others as `\u00XX`) and `/` as it is; numbers as Swift prints them, a
/// trailing `.0` dropped.
enum JSONScalarText {
  static func string(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 2)
    appendString(text, to: &bytes)
    return bytes
  }

  static func appendString(_ text: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
      case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
      case 0x08: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
      case 0x0C: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
      case 0x0A: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
      case 0x0D: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
      case 0x09: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
      case 0x00..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        bytes += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// A finite floating-point number; `nil` for infinity and NaN, which JSON cannot hold.
  static func number<Value: BinaryFloatingPoint & LosslessStringConvertible>(_ value: Value)
    -> [UInt8]?
  {
    guard value.isFinite else { return nil }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    return Array(text.utf8)
  }

  static func integer<Value: BinaryInteger>(_ value: Value) -> [UInt8] {
    Array(String(value).utf8)
  }

  static let null = Array("null".utf8)
  static let `true` = Array("true".utf8)
  static let `false` = Array("false".utf8)
}
