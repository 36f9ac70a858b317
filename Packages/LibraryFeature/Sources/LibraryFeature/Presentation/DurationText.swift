/// A length in seconds as a clock: `m:ss` under an hour (`3:07`, `0:00`), `h:mm:ss` from an hour
/// (`1:02:03`).
public enum DurationText {
  /// `seconds` as `m:ss` or `h:mm:ss`; an empty string for `nil`, `0:00` for a negative length.
  public static func text(seconds: Int?) -> String {
    guard let seconds else { return "" }
    let total = max(0, seconds)
    let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
    let paddedSeconds = rest < 10 ? "0\(rest)" : "\(rest)"
    guard hours > 0 else { return "\(minutes):\(paddedSeconds)" }
    let paddedMinutes = minutes < 10 ? "0\(minutes)" : "\(minutes)"
    return "\(hours):\(paddedMinutes):\(paddedSeconds)"
  }
}
