/// A byte count as people read it, in decimal (SI) units with one decimal: `512 B`, `1.2 kB`,
/// `2.6 MB`, `3.0 GB`. Rounded half up; always the largest unit under 1000.0.
public enum ByteCountText {
  /// `bytes` as `N B` below 1000, else in kB, MB, GB, TB, PB or EB with one decimal. A negative
  /// count reads `0 B`.
  public static func text(_ bytes: Int64) -> String {
    let bytes = max(0, bytes)
    guard bytes >= 1000 else { return "\(bytes) B" }
    var unit: Int64 = 1000
    for name in ["kB", "MB", "GB", "TB", "PB", "EB"] {
      let tenths = bytes / (unit / 10) + (bytes % (unit / 10) >= unit / 20 ? 1 : 0)
      if tenths < 10_000 || name == "EB" {
        return "\(tenths / 10).\(tenths % 10) \(name)"
      }
      unit *= 1000
    }
    return "\(bytes) B"
  }
}
