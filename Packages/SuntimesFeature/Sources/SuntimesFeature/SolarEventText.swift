import Foundation
import SuntimesClient

/// The text of one solar event: a 24-hour local time, marked when it falls on another local day
/// than the one asked, or a sentence saying why the event does not happen.
///
/// Deterministic whatever the machine's locale: clock fields come from ``LocalDateTime`` in the
/// given zone (the proleptic Gregorian calendar of ``CalendarDate``, in every year), never from a
/// formatter or Foundation's Gregorian `Calendar`, which turns Julian before 1582-10-15. Times are
/// truncated to the minute, as a clock reads them (09:34:23 shows as `09:34`).
public enum SolarEventText {
  /// `HH:mm` for `event` in `timeZone` (`05:34`, `01:04 (+1 day)`), or for an event that does not
  /// happen, ``notHappening(_:angle:)``'s sentence.
  ///
  /// - Parameters:
  ///   - event: the event.
  ///   - angle: the altitude that defines it, to name in the sentence when it does not happen.
  ///   - date: the day that was asked about; an event on another local day is marked.
  ///   - timeZone: the zone to show the time in.
  public static func text(
    for event: SolarEvent,
    angle: SolarAngle,
    on date: CalendarDate,
    in timeZone: TimeZone
  ) -> String {
    switch event {
    case .at(let instant):
      return clockTime(of: instant, on: date, in: timeZone)
    case .sunUpAllDay:
      return sentence(sunUp: true, angle: angle)
    case .sunDownAllDay:
      return sentence(sunUp: false, angle: angle)
    }
  }

  /// `HH:mm` of `instant` in `timeZone`, followed by ` (+1 day)`, ` (-1 day)` (or `+2 days`, ...)
  /// when the instant falls on another local calendar day than `date`.
  public static func clockTime(of instant: Date, on date: CalendarDate, in timeZone: TimeZone)
    -> String
  {
    let local = LocalDateTime(instant, in: timeZone)
    let clock = twoDigits(local.hour) + ":" + twoDigits(local.minute)
    let offset = local.daysSince1970 - date.daysSince1970
    switch offset {
    case 0:
      return clock
    case 1, -1:
      return "\(clock) (\(offset > 0 ? "+" : "-")1 day)"
    default:
      return "\(clock) (\(offset > 0 ? "+" : "-")\(abs(offset)) days)"
    }
  }

  /// Why `event` does not happen, or `nil` when it does.
  ///
  /// Sunrise and sunset (``SolarAngle/horizon``): `none: the sun is up all day (midnight sun)` or
  /// `none: the sun stays down all day (polar night)`. Twilights name their angle:
  /// `none: the sun stays above -6° all day`, `none: the sun stays below -18° all day`.
  public static func notHappening(_ event: SolarEvent, angle: SolarAngle) -> String? {
    switch event {
    case .at:
      return nil
    case .sunUpAllDay:
      return sentence(sunUp: true, angle: angle)
    case .sunDownAllDay:
      return sentence(sunUp: false, angle: angle)
    }
  }

  private static func sentence(sunUp: Bool, angle: SolarAngle) -> String {
    switch (sunUp, angle) {
    case (true, .horizon):
      return "none: the sun is up all day (midnight sun)"
    case (false, .horizon):
      return "none: the sun stays down all day (polar night)"
    case (true, _):
      return "none: the sun stays above \(angle.degreesText) all day"
    case (false, _):
      return "none: the sun stays below \(angle.degreesText) all day"
    }
  }

  private static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : String(value)
  }
}
