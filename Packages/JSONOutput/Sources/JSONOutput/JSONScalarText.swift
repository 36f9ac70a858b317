/// Scalars as `JSONEncoder` writes them: strings with `"`, `\` and controls escaped (`\b \f \n
/// \r \t` by name, the others as `\u00XX`) and `/` as it is; numbers as Swift prints them, a
/// trailing `.0` dropped.
enum JSONScalarText {
  static func appendString(_ text: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    // On the contiguous bytes when the string has them: the view's own iteration took 3 % of
    // `artists --json` for 10,000 artists.
    let needsEscapes =
      text.utf8.withContiguousStorageIfAvailable { $0.contains(where: isEscaped) }
      ?? text.utf8.contains(where: isEscaped)
    guard needsEscapes else {
      bytes.append(contentsOf: text.utf8)  // nothing to escape: copied whole
      bytes.append(UInt8(ascii: "\""))
      return
    }
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
        for digit in [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")] {
          bytes.append(digit)
        }
        bytes.append(hexDigit(byte >> 4))
        bytes.append(hexDigit(byte & 0xF))
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Whether `byte` is written as an escape: a control, a quote or a backslash.
  private static func isEscaped(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }

  /// The decimal digits of `magnitude`, after a minus sign when `negative`.
  static func appendInteger(_ magnitude: UInt64, negative: Bool, to bytes: inout [UInt8]) {
    if negative { bytes.append(UInt8(ascii: "-")) }
    let start = bytes.count
    var rest = magnitude
    repeat {
      bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
      rest /= 10
    } while rest > 0
    bytes[start...].reverse()  // the digits came last first
  }

  /// A finite floating-point number as it is written; `nil` for infinity and NaN, which JSON
  /// cannot hold.
  static func number<Value: BinaryFloatingPoint & LosslessStringConvertible>(_ value: Value)
    -> String?
  {
    guard value.isFinite else { return nil }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }
}
