/// A length in seconds as a clock: `m:ss` under an hour (`3:07`, `0:00`), `h:mm:ss` from an hour
/// (`1:02:03`).
public enum DurationText {
  /// `seconds` as `m:ss` or `h:mm:ss`; `0:00` for a negative length.
  public static func text(seconds: Int) -> String {
    let total = max(0, seconds)
    let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
    guard hours > 0 else { return "\(minutes):\(twoDigits(rest))" }
    return "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))"
  }

  /// ``text(seconds:)-(Int)``, or `unknown` (an empty string unless told) for `nil`.
  public static func text(seconds: Int?, unknown: String = "") -> String {
    seconds.map { text(seconds: $0) } ?? unknown
  }

  private static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : String(value)
  }
}
