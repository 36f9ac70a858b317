import SuntimesClient

extension SuntimesClient {
  /// A client that works out every solar day on this machine: no network, no file, no state.
  ///
  /// The sun's place comes from the NOAA solar calculator's equations (Meeus), with the
  /// Sunrise-Sunset API's definitions: sunrise and sunset when the sun's centre is at -0.833
  /// degrees (its upper limb on the horizon with standard refraction), civil, nautical and
  /// astronomical twilight at -6, -12 and -18 degrees, solar noon at the transit, day length from
  /// sunrise to sunset, and for each date the solar day the API reports for it. Near the poles
  /// each angle is in its own state, ``SolarEvent/sunUpAllDay`` or
  /// ``SolarEvent/sunDownAllDay``: never a made-up time. Times are whole seconds, within 30 s of
  /// JPL's DE421 ephemeris wherever the sun crosses the angle faster than 0.1 degrees a minute.
  ///
  /// It never throws; a day takes some microseconds.
  public static func computed() -> SuntimesClient {
    SuntimesClient(fetchSolarDay: { coordinate, date in
      SolarDayCalculation.solarDay(at: coordinate, on: date)
    })
  }
}
