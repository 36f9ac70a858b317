import SuntimesClient
import Testing

@testable import SuntimesClientComputedLive

/// The solar formulas against the worked examples of Meeus, *Astronomical Algorithms*.
struct SolarCoordinatesTests {
  @Test func declinationMatchesMeeusExample25a() throws {
    // 1992 October 13, 0h TD: apparent declination -7.78507 degrees (the ephemeris's value; the
    // low-accuracy formulas are within 0.01 degrees).
    let day = try CalendarDate(year: 1992, month: 10, day: 13).daysSince1970
    let sun = SolarCoordinates(unixSeconds: Double(day) * 86_400)
    #expect(abs(sun.declination - -7.78507) < 0.01)
  }

  @Test func daysSince1970CountsTheGregorianCalendar() throws {
    #expect(try CalendarDate(year: 1970, month: 1, day: 1).daysSince1970 == 0)
    #expect(try CalendarDate(year: 2000, month: 1, day: 1).daysSince1970 == 10_957)
    #expect(try CalendarDate(year: 1969, month: 12, day: 31).daysSince1970 == -1)
    #expect(try CalendarDate(year: 2026, month: 6, day: 21).daysSince1970 == 20_625)
  }

  @Test func anglesWrapIntoTheHalfOpenTurn() {
    #expect(Degrees.wrapped180(0) == 0)
    #expect(Degrees.wrapped180(180) == -180)
    #expect(Degrees.wrapped180(-180) == -180)
    #expect(Degrees.wrapped180(359) == -1)
    #expect(Degrees.wrapped180(-721) == -1)
  }

  @Test func theHourAngleIsZeroAtTheTransit() throws {
    let path = SunPath(latitude: 43.6532, longitude: -79.3832)
    let noon =
      Double(try CalendarDate(year: 2026, month: 6, day: 21).daysSince1970) * 86_400
      + (12 + 79.3832 / 15) * 3_600
    let transit = path.transit(near: noon)
    #expect(abs(path.hourAngle(at: transit)) < 1e-5)
    #expect(
      abs(
        Degrees.wrapped180(path.hourAngle(at: path.lowerCulmination(near: transit + 43_200)) - 180))
        < 1e-5)
  }
}
