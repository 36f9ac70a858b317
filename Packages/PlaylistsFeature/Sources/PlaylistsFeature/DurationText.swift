/// A length in seconds as a clock reads it: `3:05`, `59:59`, `1:02:03`.
public enum DurationText {
  /// Minutes and two-digit seconds (`0:00`, `3:05`, `59:59`), with hours in front from one hour
  /// on (`1:00:00`, `12:34:56`). A negative length reads `0:00`.
  public static func text(seconds: Int) -> String {
    let total = max(0, seconds)
    let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
    guard hours > 0 else { return "\(minutes):\(twoDigits(rest))" }
    return "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))"
  }

  /// ``text(seconds:)``, or `-` when the length is unknown.
  public static func text(seconds: Int?) -> String {
    seconds.map { text(seconds: $0) } ?? "-"
  }

  private static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : String(value)
  }
}
