/// Text from outside (servers, files, the environment, the command line) made safe for a
/// terminal: every control character and bidi override is shown as an escape instead of acting.
///
/// The escape is JSON's `\uXXXX` notation, so that `--json` output, which passes through the
/// same filter, stays valid JSON and keeps the value it carries.
public enum TerminalEscape {
  /// `text` with C0 controls (line feeds kept when `keepingLineFeeds`), DEL, C1 controls and
  /// bidi controls (U+061C, U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069) escaped.
  public static func escaped(_ text: String, keepingLineFeeds: Bool = true) -> String {
    let unsafe = { (scalar: Unicode.Scalar) in
      isUnsafe(scalar) && !(keepingLineFeeds && scalar == "\n")
    }
    guard containsUnsafe(text.utf8, keepingLineFeeds: keepingLineFeeds) else { return text }
    var escaped = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if unsafe(scalar) {
        escaped.append(contentsOf: escape(scalar).unicodeScalars)
      } else {
        escaped.append(scalar)
      }
    }
    return String(escaped)
  }

  /// Whether `scalar` can act on a terminal or reorder what it shows.
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: return true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  /// `\u001B` for ESC: four upper-case hex digits (every unsafe scalar is below U+10000).
  public static func escape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// Whether `utf8` holds an unsafe scalar, read from its bytes without decoding them (a
  /// String's UTF-8 is always well formed): a C0 control or DEL is one byte (a line feed counts
  /// unless kept), a C1 control is 0xC2 then 0x80-0x9F, U+061C is 0xD8 0x9C, U+200E and U+200F
  /// are 0xE2 0x80 then 0x8E-0x8F, U+202A-U+202E 0xE2 0x80 then 0xAA-0xAE, and U+2066-U+2069
  /// 0xE2 0x81 then 0xA6-0xA9. (Decoding every scalar of a 2.6 MB `--json` answer to look was 4 %
  /// of `artists --json`'s processor time.)
  static func containsUnsafe(_ utf8: String.UTF8View, keepingLineFeeds: Bool = false) -> Bool {
    // A native string's bytes are read in place: reading the view a byte at a time took twice
    // as long (3.8 % of `artists --json`'s processor time, against 2.0 %).
    utf8.withContiguousStorageIfAvailable {
      containsUnsafe(bytes: $0, keepingLineFeeds: keepingLineFeeds)
    } ?? containsUnsafe(bytes: utf8, keepingLineFeeds: keepingLineFeeds)
  }

  private static func containsUnsafe<Bytes: Sequence<UInt8>>(
    bytes: Bytes, keepingLineFeeds: Bool
  ) -> Bool {
    var lead: UInt8 = 0  // the first byte of the scalar being read
    var second: UInt8 = 0
    var position = 0  // how many of its bytes came so far
    for byte in bytes {
      if byte < 0x80 {
        if byte == 0x0A ? !keepingLineFeeds : byte < 0x20 || byte == 0x7F { return true }
        position = 0
      } else if byte >= 0xC0 {
        (lead, position) = (byte, 1)
      } else if position == 1 {
        if lead == 0xC2 && byte <= 0x9F || lead == 0xD8 && byte == 0x9C { return true }
        (second, position) = (byte, 2)
      } else if position == 2 {
        if lead == 0xE2,
          second == 0x80 && (0x8E...0x8F ~= byte || 0xAA...0xAE ~= byte)
            || second == 0x81 && 0xA6...0xA9 ~= byte
        {
          return true
        }
        position = 3
      }
    }
    return false
  }
}
