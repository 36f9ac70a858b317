import Foundation

/// An instant as a wall clock and the proleptic Gregorian calendar read it in one time zone:
/// the calendar of ISO 8601 and of ``CalendarDate``, for every year.
///
/// Foundation's Gregorian `Calendar` and ISO 8601 formatters turn Julian before 1582-10-15; this
/// never does, so an instant on the day ``CalendarDate`` names reads as that day. Locale-free; the
/// zone's offset at the instant comes from `TimeZone.secondsFromGMT(for:)`.
public struct LocalDateTime: Sendable, Hashable, CustomStringConvertible {
  /// The year; 0 is 1 BC, as in ISO 8601. Near the ends of ``CalendarDate``'s range an instant
  /// can read as year 0 or 10000.
  public let year: Int
  /// The month, 1...12.
  public let month: Int
  /// The day of the month, 1...31.
  public let day: Int
  /// The hour, 0...23.
  public let hour: Int
  /// The minute, 0...59.
  public let minute: Int
  /// The second, 0...59; a fraction of a second is dropped (09:34:23.9 reads as 09:34:23).
  public let second: Int

  /// The latest instant read exactly: about 3 million years either side of 1970. Instants
  /// beyond it (and `nan`) read as the nearest end (or 1970), never a crash.
  static let limitSeconds = 1e14

  /// `instant` read in `timeZone`.
  public init(_ instant: Date, in timeZone: TimeZone) {
    let raw = instant.timeIntervalSince1970
    let bounded = raw.isNaN ? 0 : min(max(raw, -Self.limitSeconds), Self.limitSeconds)
    let seconds = Int(bounded.rounded(.down)) + timeZone.secondsFromGMT(for: instant)
    let (days, secondOfDay) = Self.floorDivision(seconds, 86_400)
    (year, month, day) = ProlepticGregorian.date(daysSince1970: days)
    hour = secondOfDay / 3_600
    minute = secondOfDay % 3_600 / 60
    second = secondOfDay % 60
  }

  /// Days from 1970-01-01 to this date; negative before 1970.
  public var daysSince1970: Int {
    ProlepticGregorian.daysSince1970(year: year, month: month, day: day)
  }

  /// `YYYY-MM-DDTHH:MM:SS`, ISO 8601 with no offset (`1000-06-01T05:46:16`).
  public var description: String {
    CalendarDate.format(year: year, month: month, day: day) + "T" + CalendarDate.pad(hour, 2)
      + ":" + CalendarDate.pad(minute, 2) + ":" + CalendarDate.pad(second, 2)
  }

  private static func floorDivision(_ value: Int, _ divisor: Int) -> (quotient: Int, rest: Int) {
    let rest = value % divisor
    return rest < 0 ? (value / divisor - 1, rest + divisor) : (value / divisor, rest)
  }
}
