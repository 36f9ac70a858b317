import SuntimesClient

/// How long the sun is up on a day: the one rule behind the day length that both the text
/// (``DayLengthText``) and the JSON (``SolarDayJSON/dayLengthSeconds``) show.
///
/// The API reports a ``SolarDay/dayLength`` of zero both in midnight sun and in polar night; the
/// states of sunrise and sunset tell them apart.
public enum DayLength: Sendable, Hashable {
  /// The time from sunrise to sunset (zero when only one of them happens, as the API has it).
  case measured(Duration)
  /// Midnight sun: the sun stays up all day, 24 hours.
  case sunUpAllDay
  /// Polar night: the sun stays down all day, no time at all.
  case sunDownAllDay

  /// The day length of `day`: ``sunUpAllDay`` when sunrise and sunset are both
  /// ``SolarEvent/sunUpAllDay``, ``sunDownAllDay`` when both are ``SolarEvent/sunDownAllDay``,
  /// otherwise its ``SolarDay/dayLength``.
  public init(_ day: SolarDay) {
    switch (day.sunrise, day.sunset) {
    case (.sunUpAllDay, .sunUpAllDay):
      self = .sunUpAllDay
    case (.sunDownAllDay, .sunDownAllDay):
      self = .sunDownAllDay
    default:
      self = .measured(day.dayLength)
    }
  }

  /// Whole seconds: `86400` for ``sunUpAllDay``, `0` for ``sunDownAllDay``, and for
  /// ``measured(_:)`` the duration's whole seconds (a negative one reads as `0`).
  public var seconds: Int64 {
    switch self {
    case .measured(let duration):
      return max(0, duration.components.seconds)
    case .sunUpAllDay:
      return 86_400
    case .sunDownAllDay:
      return 0
    }
  }
}
