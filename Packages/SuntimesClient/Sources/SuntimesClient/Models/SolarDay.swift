import Foundation

/// Every solar event of one day at one place, as the Sunrise-Sunset API reports them.
public struct SolarDay: Sendable, Hashable {
  /// The place.
  public var coordinate: Coordinate
  /// The day asked about.
  public var date: CalendarDate
  /// Sunrise (the sun's upper edge at the horizon, -0.833°).
  public var sunrise: SolarEvent
  /// Sunset.
  public var sunset: SolarEvent
  /// When the sun is highest; it happens every day, even in polar night.
  public var solarNoon: Date
  /// Time between sunrise and sunset; zero when either does not happen.
  public var dayLength: Duration
  /// Civil dawn (sun at -6°).
  public var civilTwilightBegin: SolarEvent
  /// Civil dusk.
  public var civilTwilightEnd: SolarEvent
  /// Nautical dawn (sun at -12°).
  public var nauticalTwilightBegin: SolarEvent
  /// Nautical dusk.
  public var nauticalTwilightEnd: SolarEvent
  /// Astronomical dawn (sun at -18°).
  public var astronomicalTwilightBegin: SolarEvent
  /// Astronomical dusk.
  public var astronomicalTwilightEnd: SolarEvent

  /// Creates a day from its events.
  public init(
    coordinate: Coordinate,
    date: CalendarDate,
    sunrise: SolarEvent,
    sunset: SolarEvent,
    solarNoon: Date,
    dayLength: Duration,
    civilTwilightBegin: SolarEvent,
    civilTwilightEnd: SolarEvent,
    nauticalTwilightBegin: SolarEvent,
    nauticalTwilightEnd: SolarEvent,
    astronomicalTwilightBegin: SolarEvent,
    astronomicalTwilightEnd: SolarEvent
  ) {
    self.coordinate = coordinate
    self.date = date
    self.sunrise = sunrise
    self.sunset = sunset
    self.solarNoon = solarNoon
    self.dayLength = dayLength
    self.civilTwilightBegin = civilTwilightBegin
    self.civilTwilightEnd = civilTwilightEnd
    self.nauticalTwilightBegin = nauticalTwilightBegin
    self.nauticalTwilightEnd = nauticalTwilightEnd
    self.astronomicalTwilightBegin = astronomicalTwilightBegin
    self.astronomicalTwilightEnd = astronomicalTwilightEnd
  }
}
