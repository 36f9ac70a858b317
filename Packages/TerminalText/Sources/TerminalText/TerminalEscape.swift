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
    guard mayBeUnsafe(text.utf8, keepingLineFeeds: keepingLineFeeds),
      text.unicodeScalars.contains(where: unsafe)
    else { return text }
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

  /// `false` when no byte of `utf8` can start an unsafe scalar: the common case, decided without
  /// decoding. C0 controls and DEL are single bytes (a line feed counts unless kept); C1 controls
  /// start with 0xC2, U+061C with 0xD8, the bidi controls from U+200E with 0xE2.
  static func mayBeUnsafe(_ utf8: String.UTF8View, keepingLineFeeds: Bool = false) -> Bool {
    utf8.contains { byte in
      (byte < 0x20 && !(keepingLineFeeds && byte == 0x0A)) || byte == 0x7F || byte == 0xC2
        || byte == 0xD8 || byte == 0xE2
    }
  }
}
