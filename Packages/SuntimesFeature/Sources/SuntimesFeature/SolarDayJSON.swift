import Foundation
import JSONOutput
import SuntimesClient

/// A solar day as stable JSON, for the app's `--json`.
///
/// Shape (every key always present; keys sorted by ``encoded()``):
/// - `latitude`, `longitude`: numbers, decimal degrees as given.
/// - `date`: the day asked about, `YYYY-MM-DD`.
/// - `timeZone`: the IANA identifier of the zone the caller displays in (`America/Toronto`); the
///   times below are UTC whatever it is.
/// - `solarNoon`: ISO 8601 UTC with whole seconds, `2026-06-21T17:19:24Z`; it happens every day.
///   Dates in every time here are proleptic Gregorian, as ISO 8601 wants, also before 1582: the
///   day of an event is `date` or a neighbour of it, never a Julian reading of it.
/// - `dayLengthSeconds`: ``DayLength/seconds`` (the rule the text's day length follows too):
///   integer seconds between sunrise and sunset, `86400` when the sun is up all day (both
///   `"sunUpAllDay"`), `0` when it stays down all day (both `"sunDownAllDay"`) or only one of
///   them happens. The API reports `0` for both polar cases; this does not.
/// - For each of `sunrise`, `sunset`, `civilTwilightBegin`, `civilTwilightEnd`,
///   `nauticalTwilightBegin`, `nauticalTwilightEnd`, `astronomicalTwilightBegin` and
///   `astronomicalTwilightEnd`: the time as ISO 8601 UTC (`2026-06-21T09:34:23Z`) or `null` when
///   it does not happen, and a sibling `<name>State` (`sunriseState`) that is `"occurs"`,
///   `"sunUpAllDay"` (the sun stays above that event's angle all day) or `"sunDownAllDay"` (it
///   stays below). The time is `null` exactly when the state is not `"occurs"`.
/// - `attribution`: ``Attribution/sunriseSunset``, which the API's terms require.
public struct SolarDayJSON: StableJSON, Hashable {
  /// Whether an event happens, and if not, on which side of its angle the sun stays.
  public enum EventState: String, Encodable, Sendable, Hashable {
    /// The event happens; its time is given.
    case occurs
    /// The sun stays above the event's angle all day; no time.
    case sunUpAllDay
    /// The sun stays below the event's angle all day; no time.
    case sunDownAllDay
  }

  /// Degrees north.
  public let latitude: Double
  /// Degrees east.
  public let longitude: Double
  /// `YYYY-MM-DD`.
  public let date: String
  /// The display zone's IANA identifier.
  public let timeZone: String
  /// Solar noon, ISO 8601 UTC.
  public let solarNoon: String
  /// ``DayLength/seconds``: seconds between sunrise and sunset, `86400` when the sun is up all
  /// day, `0` when it stays down all day.
  public let dayLengthSeconds: Int64
  /// Sunrise, ISO 8601 UTC, or `nil` (`null`).
  public let sunrise: String?
  /// Whether sunrise happens.
  public let sunriseState: EventState
  /// Sunset, ISO 8601 UTC, or `nil` (`null`).
  public let sunset: String?
  /// Whether sunset happens.
  public let sunsetState: EventState
  /// Civil dawn, ISO 8601 UTC, or `nil` (`null`).
  public let civilTwilightBegin: String?
  /// Whether civil dawn happens.
  public let civilTwilightBeginState: EventState
  /// Civil dusk, ISO 8601 UTC, or `nil` (`null`).
  public let civilTwilightEnd: String?
  /// Whether civil dusk happens.
  public let civilTwilightEndState: EventState
  /// Nautical dawn, ISO 8601 UTC, or `nil` (`null`).
  public let nauticalTwilightBegin: String?
  /// Whether nautical dawn happens.
  public let nauticalTwilightBeginState: EventState
  /// Nautical dusk, ISO 8601 UTC, or `nil` (`null`).
  public let nauticalTwilightEnd: String?
  /// Whether nautical dusk happens.
  public let nauticalTwilightEndState: EventState
  /// Astronomical dawn, ISO 8601 UTC, or `nil` (`null`).
  public let astronomicalTwilightBegin: String?
  /// Whether astronomical dawn happens.
  public let astronomicalTwilightBeginState: EventState
  /// Astronomical dusk, ISO 8601 UTC, or `nil` (`null`).
  public let astronomicalTwilightEnd: String?
  /// Whether astronomical dusk happens.
  public let astronomicalTwilightEndState: EventState
  /// ``Attribution/sunriseSunset``.
  public let attribution: String

  /// The JSON of `day`, naming `timeZone` as the zone it is displayed in.
  public init(_ day: SolarDay, timeZone: TimeZone) {
    latitude = day.coordinate.latitude
    longitude = day.coordinate.longitude
    date = day.date.description
    self.timeZone = timeZone.identifier
    solarNoon = Self.utc(day.solarNoon)
    dayLengthSeconds = DayLength(day).seconds
    (sunrise, sunriseState) = Self.fields(day.sunrise)
    (sunset, sunsetState) = Self.fields(day.sunset)
    (civilTwilightBegin, civilTwilightBeginState) = Self.fields(day.civilTwilightBegin)
    (civilTwilightEnd, civilTwilightEndState) = Self.fields(day.civilTwilightEnd)
    (nauticalTwilightBegin, nauticalTwilightBeginState) = Self.fields(day.nauticalTwilightBegin)
    (nauticalTwilightEnd, nauticalTwilightEndState) = Self.fields(day.nauticalTwilightEnd)
    (astronomicalTwilightBegin, astronomicalTwilightBeginState) = Self.fields(
      day.astronomicalTwilightBegin)
    (astronomicalTwilightEnd, astronomicalTwilightEndState) = Self.fields(
      day.astronomicalTwilightEnd)
    attribution = Attribution.sunriseSunset
  }

  /// Writes every key, `null` included for an event that does not happen.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(latitude, forKey: .latitude)
    try container.encode(longitude, forKey: .longitude)
    try container.encode(date, forKey: .date)
    try container.encode(timeZone, forKey: .timeZone)
    try container.encode(solarNoon, forKey: .solarNoon)
    try container.encode(dayLengthSeconds, forKey: .dayLengthSeconds)
    let events: [(String?, CodingKeys, EventState, CodingKeys)] = [
      (sunrise, .sunrise, sunriseState, .sunriseState),
      (sunset, .sunset, sunsetState, .sunsetState),
      (civilTwilightBegin, .civilTwilightBegin, civilTwilightBeginState, .civilTwilightBeginState),
      (civilTwilightEnd, .civilTwilightEnd, civilTwilightEndState, .civilTwilightEndState),
      (
        nauticalTwilightBegin, .nauticalTwilightBegin, nauticalTwilightBeginState,
        .nauticalTwilightBeginState
      ),
      (
        nauticalTwilightEnd, .nauticalTwilightEnd, nauticalTwilightEndState,
        .nauticalTwilightEndState
      ),
      (
        astronomicalTwilightBegin, .astronomicalTwilightBegin, astronomicalTwilightBeginState,
        .astronomicalTwilightBeginState
      ),
      (
        astronomicalTwilightEnd, .astronomicalTwilightEnd, astronomicalTwilightEndState,
        .astronomicalTwilightEndState
      ),
    ]
    for (time, timeKey, state, stateKey) in events {
      if let time {
        try container.encode(time, forKey: timeKey)
      } else {
        try container.encodeNil(forKey: timeKey)
      }
      try container.encode(state, forKey: stateKey)
    }
    try container.encode(attribution, forKey: .attribution)
  }

  private enum CodingKeys: String, CodingKey {
    case latitude, longitude, date, timeZone, solarNoon, dayLengthSeconds
    case sunrise, sunriseState, sunset, sunsetState
    case civilTwilightBegin, civilTwilightBeginState, civilTwilightEnd, civilTwilightEndState
    case nauticalTwilightBegin, nauticalTwilightBeginState
    case nauticalTwilightEnd, nauticalTwilightEndState
    case astronomicalTwilightBegin, astronomicalTwilightBeginState
    case astronomicalTwilightEnd, astronomicalTwilightEndState
    case attribution
  }

  private static func fields(_ event: SolarEvent) -> (String?, EventState) {
    switch event {
    case .at(let instant):
      return (utc(instant), .occurs)
    case .sunUpAllDay:
      return (nil, .sunUpAllDay)
    case .sunDownAllDay:
      return (nil, .sunDownAllDay)
    }
  }

  /// `2026-06-21T09:34:23Z`: UTC, whole seconds (a fraction is dropped), proleptic Gregorian.
  private static func utc(_ instant: Date) -> String {
    LocalDateTime(instant, in: .gmt).description + "Z"
  }
}
