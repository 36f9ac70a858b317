import Foundation
import SuntimesClient
import Testing

/// Places, dates and instants the tests share.
enum Sample {
  static let toronto = try! Coordinate(latitude: 43.6532, longitude: -79.3832)
  static let tromso = try! Coordinate(latitude: 69.6492, longitude: 18.9553)
  static let auckland = try! Coordinate(latitude: -36.8485, longitude: 174.7633)

  static func date(_ text: String) throws -> CalendarDate {
    try CalendarDate(parsing: text)
  }

  static func place(_ latitude: Double, _ longitude: Double) throws -> Coordinate {
    try Coordinate(latitude: latitude, longitude: longitude)
  }

  /// `text` (`YYYY-MM-DDTHH:MM:SS`) as a UTC instant.
  static func utc(_ text: String) throws -> Date {
    try Date(text + "Z", strategy: .iso8601)
  }

  /// `duration` in seconds.
  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds)
  }

  /// Every event of `day` but solar noon, in the order of a day.
  static func events(_ day: SolarDay) -> [SolarEvent] {
    [
      day.astronomicalTwilightBegin, day.nauticalTwilightBegin, day.civilTwilightBegin,
      day.sunrise, day.sunset, day.civilTwilightEnd, day.nauticalTwilightEnd,
      day.astronomicalTwilightEnd,
    ]
  }

  /// `event`'s instant, or an issue and an error when it does not happen.
  static func instant(_ event: SolarEvent, sourceLocation: SourceLocation = #_sourceLocation)
    throws -> Date
  {
    try #require(event.date, "expected a time, got \(event)", sourceLocation: sourceLocation)
  }
}
