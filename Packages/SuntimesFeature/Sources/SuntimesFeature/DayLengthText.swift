import SuntimesClient

/// The length of a day as text: `15 h 30 min`, or for polar days `24 h (sun up all day)` and
/// `0 h (sun down all day)`, where the API reports a length of zero for both.
public enum DayLengthText {
  /// The day length of `day`: ``hoursAndMinutes(_:)`` of its ``SolarDay/dayLength`` when the sun
  /// rises and sets, `24 h (sun up all day)` in midnight sun, `0 h (sun down all day)` in polar
  /// night.
  public static func text(for day: SolarDay) -> String {
    switch (day.sunrise, day.sunset) {
    case (.sunUpAllDay, .sunUpAllDay):
      return "24 h (sun up all day)"
    case (.sunDownAllDay, .sunDownAllDay):
      return "0 h (sun down all day)"
    default:
      return hoursAndMinutes(day.dayLength)
    }
  }

  /// `duration` as whole hours and minutes, seconds dropped: `15 h 30 min`, `0 h 0 min`.
  /// A negative duration reads as `0 h 0 min`.
  public static func hoursAndMinutes(_ duration: Duration) -> String {
    let minutes = max(0, duration.components.seconds) / 60
    return "\(minutes / 60) h \(minutes % 60) min"
  }
}
