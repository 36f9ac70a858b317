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

  /// `stem.suffix` (or `stem` when `suffix` is empty), the stem shortened by whole characters
  /// so that the name fits in ``maximumBytes``.
  public static func join(_ stem: String, suffix: String) -> String {
    let tail = suffix.isEmpty ? "" : "." + suffix
    var stem = Substring(stem)
    while stem.utf8.count + tail.utf8.count > maximumBytes, !stem.isEmpty {
      stem = stem.dropLast()
    }
    return String(stem) + tail
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
