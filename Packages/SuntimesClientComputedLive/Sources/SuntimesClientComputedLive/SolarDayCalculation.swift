import Foundation
import SuntimesClient

/// Works out a ``SolarDay`` with the Sunrise-Sunset API's definitions.
///
/// - The day of a date is the one the API reports for it: the solar day whose transit is nearest
///   to 12:00 local mean time on that date at that longitude (12:00 minus longitude/15 hours,
///   UTC), as PHP's `date_sun_info` picks it. Its events may fall on the UTC dates either side.
/// - Solar noon is the transit. An event is when the sun's centre crosses its angle (-0.833
///   degrees for sunrise and sunset: the upper limb on the horizon with standard refraction;
///   -6, -12 and -18 for the twilights): the morning one rising between the lower culmination
///   before the transit and the transit, the evening one setting between the transit and the
///   lower culmination after it.
/// - With no such crossing the sun stays above the angle all day (it is above it at that lower
///   culmination) or below it all day (it is below it at the transit), each angle by itself.
/// - Day length is the time from sunrise to sunset, zero when either does not happen.
///
/// Instants are rounded to whole seconds, as the API gives them.
enum SolarDayCalculation {
  /// The altitudes that define the events, degrees.
  enum Angle {
    static let sunriseSunset = -0.833
    static let civil = -6.0
    static let nautical = -12.0
    static let astronomical = -18.0
  }

  /// The solar day at `coordinate` on `date`.
  static func solarDay(at coordinate: Coordinate, on date: CalendarDate) -> SolarDay {
    let path = SunPath(latitude: coordinate.latitude, longitude: coordinate.longitude)
    let meanNoon = Double(date.daysSince1970) * 86_400 + (12 - coordinate.longitude / 15) * 3_600
    let transit = path.transit(near: meanNoon)
    let day = Culminations(
      transit: transit,
      transitAltitude: path.altitude(at: transit),
      lowerBefore: path.lowerCulmination(near: transit - 43_200),
      lowerAfter: path.lowerCulmination(near: transit + 43_200),
      path: path
    )
    let sunrise = day.event(Angle.sunriseSunset, rising: true)
    let sunset = day.event(Angle.sunriseSunset, rising: false)
    return SolarDay(
      coordinate: coordinate,
      date: date,
      sunrise: sunrise,
      sunset: sunset,
      solarNoon: Date(timeIntervalSince1970: wholeSeconds(transit)),
      dayLength: dayLength(from: sunrise, to: sunset),
      civilTwilightBegin: day.event(Angle.civil, rising: true),
      civilTwilightEnd: day.event(Angle.civil, rising: false),
      nauticalTwilightBegin: day.event(Angle.nautical, rising: true),
      nauticalTwilightEnd: day.event(Angle.nautical, rising: false),
      astronomicalTwilightBegin: day.event(Angle.astronomical, rising: true),
      astronomicalTwilightEnd: day.event(Angle.astronomical, rising: false)
    )
  }

  /// The day's transit and the lower culminations either side: the brackets of its events.
  private struct Culminations {
    let transit: Double
    let transitAltitude: Double
    let lowerBefore: Double
    let lowerBeforeAltitude: Double
    let lowerAfter: Double
    let lowerAfterAltitude: Double
    let path: SunPath

    init(
      transit: Double, transitAltitude: Double, lowerBefore: Double, lowerAfter: Double,
      path: SunPath
    ) {
      self.transit = transit
      self.transitAltitude = transitAltitude
      self.lowerBefore = lowerBefore
      lowerBeforeAltitude = path.altitude(at: lowerBefore)
      self.lowerAfter = lowerAfter
      lowerAfterAltitude = path.altitude(at: lowerAfter)
      self.path = path
    }

    /// The morning (`rising`) or evening event at `angle`, or on which side of it the sun stays.
    func event(_ angle: Double, rising: Bool) -> SolarEvent {
      let target = path.geocentric(angle)
      let lower = rising ? lowerBefore : lowerAfter
      if transitAltitude < target { return .sunDownAllDay }
      if (rising ? lowerBeforeAltitude : lowerAfterAltitude) > target { return .sunUpAllDay }
      let instant =
        rising
        ? path.crossing(of: angle, rising: true, from: lower, to: transit)
        : path.crossing(of: angle, rising: false, from: transit, to: lower)
      return .at(Date(timeIntervalSince1970: wholeSeconds(instant)))
    }
  }

  /// Sunset minus sunrise, zero when either does not happen.
  private static func dayLength(from sunrise: SolarEvent, to sunset: SolarEvent) -> Duration {
    guard let rise = sunrise.date?.timeIntervalSince1970,
      let set = sunset.date?.timeIntervalSince1970,
      let seconds = Int64(exactly: set - rise), seconds > 0
    else { return .zero }
    return .seconds(seconds)
  }

  /// `instant` to the nearest second.
  private static func wholeSeconds(_ instant: Double) -> Double {
    instant.rounded()
  }
}
