import SuntimesClient

/// The length of a day as text: `15 h 30 min`, or for polar days `24 h (sun up all day)` and
/// `0 h (sun down all day)`, where the API reports a length of zero for both.
public enum DayLengthText {
  /// The text of ``DayLength`` for `day`: ``hoursAndMinutes(_:)`` when the sun rises and sets,
  /// `24 h (sun up all day)` in midnight sun, `0 h (sun down all day)` in polar night.
  public static func text(for day: SolarDay) -> String {
    let length = DayLength(day)
    switch length {
    case .sunUpAllDay:
      return "24 h (sun up all day)"
    case .sunDownAllDay:
      return "0 h (sun down all day)"
    case .measured:
      return hoursAndMinutes(.seconds(length.seconds))
    }
  }

  /// `duration` as whole hours and minutes, seconds dropped: `15 h 30 min`, `0 h 0 min`.
  /// A negative duration reads as `0 h 0 min`.
  public static func hoursAndMinutes(_ duration: Duration) -> String {
    let minutes = max(0, duration.components.seconds) / 60
    return "\(minutes / 60) h \(minutes % 60) min"
  }
}
