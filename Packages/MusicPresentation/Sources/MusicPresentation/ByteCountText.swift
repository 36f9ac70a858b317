/// A size in bytes in human units, decimal (1 kB = 1000 bytes) as file sizes are usually shown:
/// `512 B`, `1.5 kB`, `4.2 MB`, `1.1 GB`, `3.0 TB`. The same in every locale.
public enum ByteCountText {
  /// `bytes` with one decimal from 1 kB up, rounded half up, always the largest unit under
  /// 1000.0; whole bytes below; `0 B` for a negative size.
  public static func text(_ bytes: Int64) -> String {
    let value = max(0, bytes)
    guard value >= 1000 else { return "\(value) B" }
    let units = ["kB", "MB", "GB", "TB", "PB", "EB"]
    var unit = 0
    var scale: Int64 = 1000
    // Up a unit while the value, rounded to tenths, would read 1000.0 or more.
    while unit < units.count - 1, tenths(value, per: scale) >= 10_000 {
      unit += 1
      scale *= 1000
    }
    let shown = tenths(value, per: scale)
    return "\(shown / 10).\(shown % 10) \(units[unit])"
  }

  /// ``text(_:)``, or an empty string for `nil`.
  public static func text(bytes: Int64?) -> String {
    bytes.map { text($0) } ?? ""
  }

  /// `value / scale` in tenths, rounded half up, without overflow (`scale` is a power of 1000).
  private static func tenths(_ value: Int64, per scale: Int64) -> Int64 {
    (value / scale) * 10 + (value % scale + scale / 20) / (scale / 10)
  }
}
