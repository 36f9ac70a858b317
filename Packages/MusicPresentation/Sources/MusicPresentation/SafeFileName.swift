import Foundation

/// Text made safe as one file name inside a folder the caller chose: what the features that save
/// a file (a download, a cover) name it by default.
public enum SafeFileName {
  /// The longest name most file systems take, in UTF-8 bytes.
  public static let maximumBytes = 255

  /// `text` with `/`, `\`, NUL and every other control character replaced by `_`, surrounding
  /// whitespace trimmed, and leading dots replaced by `_`, so that it names a file in the folder
  /// (never `.`, `..`, a hidden file or a path). Empty when `text` has nothing left.
  public static func clean(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let unsafe =
        scalar == "/" || scalar == "\\" || scalar.properties.generalCategory == .control
      scalars.append(unsafe ? "_" : scalar)
    }
    let trimmed = String(scalars).trimmingCharacters(in: .whitespacesAndNewlines)
    let dots = trimmed.prefix { $0 == "." }
    return String(repeating: "_", count: dots.count) + trimmed.dropFirst(dots.count)
  }

  /// `stem.suffix` (or `stem` when `suffix` is empty), the stem shortened so that the name fits
  /// in ``maximumBytes``: by whole characters, then by Unicode scalars when one character alone
  /// is too long. When nothing visible of `stem` is left, the cleaned `fallback` (a stable name
  /// such as `song-ID`) stands in its place, and `file` when that is empty too: the name is never
  /// empty, never starts with `.` and never is the suffix alone.
  public static func join(_ stem: String, suffix: String, fallback: String) -> String {
    let tail = suffix.isEmpty ? "" : "." + suffix
    let budget = maximumBytes - tail.utf8.count
    for candidate in [stem, clean(fallback), "file"] {
      let cut = shortened(candidate, toBytes: budget)
      if !cut.isEmpty, !cut.hasPrefix("."), !cut.allSatisfy(\.isWhitespace) {
        return cut + tail
      }
    }
    return "file" + tail
  }

  /// `text` cut to at most `bytes` UTF-8 bytes: whole characters while they fit, then the
  /// scalars of the first one that does not, so that one huge character does not empty it.
  private static func shortened(_ text: String, toBytes bytes: Int) -> String {
    var kept = ""
    var used = 0
    for character in text {
      let size = character.utf8.count
      if used + size <= bytes {
        kept.append(character)
        used += size
        continue
      }
      for scalar in character.unicodeScalars where used + scalar.utf8.count <= bytes {
        kept.unicodeScalars.append(scalar)
        used += scalar.utf8.count
      }
      break
    }
    return kept
  }

  /// `suffix` keeping only ASCII letters and digits (`mp3`, `flac`), at most 16 of them; empty
  /// when none.
  public static func cleanSuffix(_ suffix: String) -> String {
    let kept = suffix.unicodeScalars.filter { scalar in
      scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
    }
    return String(String.UnicodeScalarView(kept.prefix(16)))
  }
}
