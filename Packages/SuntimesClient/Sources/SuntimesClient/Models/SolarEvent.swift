import Foundation

/// One solar event (a sunrise, a dusk) on a given day: when it happens, or why it does not.
///
/// Near the poles the sun can stay above or below an angle all day; each angle (sunrise and
/// sunset, civil, nautical, astronomical twilight) is in its own state. Never a 1970 date.
public enum SolarEvent: Sendable, Hashable {
  /// The event happens at this instant.
  case at(Date)
  /// The sun stays above this event's angle all day (midnight sun, for sunrise and sunset).
  case sunUpAllDay
  /// The sun stays below this event's angle all day (polar night, for sunrise and sunset).
  case sunDownAllDay

  /// The instant, when the event happens.
  public var date: Date? {
    if case .at(let date) = self { return date }
    return nil
  }
}
