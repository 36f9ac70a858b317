/// Where the sun is at one instant, seen from the Earth's centre: the NOAA solar calculator's
/// equations (Jean Meeus, *Astronomical Algorithms*, chapter 25, "low accuracy"; sidereal time
/// from chapter 12), about 0.01 degrees from an ephemeris.
///
/// Times are UTC, used for TT as NOAA does (the 69 s between them move the sun by 0.0008
/// degrees).
struct SolarCoordinates: Sendable, Equatable {
  /// Declination, degrees north of the celestial equator.
  let declination: Double
  /// The sun's hour angle at Greenwich, degrees west, -180..<180: apparent sidereal time minus
  /// apparent right ascension. At longitude `L` (east positive) the hour angle is this plus `L`.
  let greenwichHourAngle: Double

  /// The sun's place at `unixSeconds` (seconds since 1970-01-01T00:00:00Z, 86 400 a day).
  init(unixSeconds: Double) {
    let daysSinceJ2000 = unixSeconds / 86_400 - 10_957.5  // J2000.0 is 2000-01-01T12:00Z
    let t = daysSinceJ2000 / 36_525  // Julian centuries
    let meanLongitude = 280.46646 + t * (36_000.769_83 + t * 0.000_303_2)
    let meanAnomaly = 357.529_11 + t * (35_999.050_29 - t * 0.000_153_7)
    let center =
      Degrees.sin(meanAnomaly) * (1.914_602 - t * (0.004_817 + t * 0.000_014))
      + Degrees.sin(2 * meanAnomaly) * (0.019_993 - t * 0.000_101)
      + Degrees.sin(3 * meanAnomaly) * 0.000_289
    let node = 125.04 - 1_934.136 * t  // the Moon's ascending node, for nutation
    let nutationInLongitude = -0.004_78 * Degrees.sin(node)
    let apparentLongitude = meanLongitude + center - 0.005_69 + nutationInLongitude
    let meanObliquity =
      23 + (26 + (21.448 - t * (46.815 + t * (0.000_59 - t * 0.001_813))) / 60) / 60
    let obliquity = meanObliquity + 0.002_56 * Degrees.cos(node)
    declination = Degrees.asin(Degrees.sin(obliquity) * Degrees.sin(apparentLongitude))
    let rightAscension = Degrees.atan2(
      Degrees.cos(obliquity) * Degrees.sin(apparentLongitude), Degrees.cos(apparentLongitude))
    let meanSiderealTime =
      280.460_618_37 + 360.985_647_366_29 * daysSinceJ2000
      + t * t * (0.000_387_933 - t / 38_710_000)
    let apparentSiderealTime = meanSiderealTime + nutationInLongitude * Degrees.cos(obliquity)
    greenwichHourAngle = Degrees.wrapped180(apparentSiderealTime - rightAscension)
  }
}
