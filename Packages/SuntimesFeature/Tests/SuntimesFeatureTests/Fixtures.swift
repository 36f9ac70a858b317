import Foundation
import SuntimesClient

/// Days recorded from the Sunrise-Sunset API (`/work/shared/reference/sunrise-sunset.md`).
enum Fixtures {
  static let toronto = try! Coordinate(latitude: 43.6532, longitude: -79.3832)
  static let tromso = try! Coordinate(latitude: 69.6492, longitude: 18.9553)
  static let midsummer = try! CalendarDate(parsing: "2026-06-21")
  static let midwinter = try! CalendarDate(parsing: "2026-12-21")

  static let torontoZone = TimeZone(identifier: "America/Toronto")!
  static let osloZone = TimeZone(identifier: "Europe/Oslo")!
  static let utcZone = TimeZone(identifier: "UTC")!

  /// Toronto, 2026-06-21: an ordinary day whose evening falls on the 22nd in UTC.
  static let torontoMidsummer = SolarDay(
    coordinate: toronto,
    date: midsummer,
    sunrise: .at(utc("2026-06-21T09:34:23Z")),
    sunset: .at(utc("2026-06-22T01:04:25Z")),
    solarNoon: utc("2026-06-21T17:19:24Z"),
    dayLength: .seconds(55802),
    civilTwilightBegin: .at(utc("2026-06-21T09:00:07Z")),
    civilTwilightEnd: .at(utc("2026-06-22T01:38:41Z")),
    nauticalTwilightBegin: .at(utc("2026-06-21T08:12:57Z")),
    nauticalTwilightEnd: .at(utc("2026-06-22T02:25:52Z")),
    astronomicalTwilightBegin: .at(utc("2026-06-21T07:13:17Z")),
    astronomicalTwilightEnd: .at(utc("2026-06-22T03:25:31Z"))
  )

  /// Tromso, 2026-06-21: midnight sun, the sun above every angle all day.
  static let tromsoMidsummer = SolarDay(
    coordinate: tromso,
    date: midsummer,
    sunrise: .sunUpAllDay,
    sunset: .sunUpAllDay,
    solarNoon: utc("2026-06-21T10:45:59Z"),
    dayLength: .zero,
    civilTwilightBegin: .sunUpAllDay,
    civilTwilightEnd: .sunUpAllDay,
    nauticalTwilightBegin: .sunUpAllDay,
    nauticalTwilightEnd: .sunUpAllDay,
    astronomicalTwilightBegin: .sunUpAllDay,
    astronomicalTwilightEnd: .sunUpAllDay
  )

  /// Tromso, 2026-12-21: polar night, while all three twilights happen.
  static let tromsoMidwinter = SolarDay(
    coordinate: tromso,
    date: midwinter,
    sunrise: .sunDownAllDay,
    sunset: .sunDownAllDay,
    solarNoon: utc("2026-12-21T10:42:13Z"),
    dayLength: .zero,
    civilTwilightBegin: .at(utc("2026-12-21T08:31:12Z")),
    civilTwilightEnd: .at(utc("2026-12-21T12:53:13Z")),
    nauticalTwilightBegin: .at(utc("2026-12-21T06:46:45Z")),
    nauticalTwilightEnd: .at(utc("2026-12-21T14:37:41Z")),
    astronomicalTwilightBegin: .at(utc("2026-12-21T05:28:24Z")),
    astronomicalTwilightEnd: .at(utc("2026-12-21T15:56:01Z"))
  )

  static func utc(_ text: String) -> Date {
    try! Date(text, strategy: .iso8601)
  }
}
