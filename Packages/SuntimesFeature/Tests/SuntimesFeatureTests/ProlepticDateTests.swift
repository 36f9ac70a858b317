import DependencyRegistryTesting
import Foundation
import SuntimesClient
import SuntimesFeature
import Testing

/// Before the Gregorian reform the text and the JSON show the day asked, as ISO 8601 counts it
/// (proleptic Gregorian), not the Julian date Foundation's Gregorian `Calendar` would give.
struct ProlepticDateTests {
  /// A day of `date` with its events at `offsets` (nine) seconds from its UTC midnight, in the order
  /// astronomical dawn, nautical dawn, civil dawn, sunrise, solar noon, sunset, civil dusk,
  /// nautical dusk, astronomical dusk.
  static func day(_ date: CalendarDate, offsets: [Double]) throws -> SolarDay {
    let midnight = Double(date.daysSince1970) * 86_400
    func at(_ index: Int) -> SolarEvent { .at(instant(index)) }
    func instant(_ index: Int) -> Date { Date(timeIntervalSince1970: midnight + offsets[index]) }
    return SolarDay(
      coordinate: try Coordinate(latitude: 1, longitude: 1), date: date,
      sunrise: at(3), sunset: at(5), solarNoon: instant(4),
      dayLength: .seconds(Int64(offsets[5] - offsets[3])),
      civilTwilightBegin: at(2), civilTwilightEnd: at(6),
      nauticalTwilightBegin: at(1), nauticalTwilightEnd: at(7),
      astronomicalTwilightBegin: at(0), astronomicalTwilightEnd: at(8))
  }

  /// At 1°N 1°E on 1000-06-01 the computed sunrise is 05:46:16 UTC.
  @Test(arguments: ["1000-06-01", "0001-01-01", "1582-10-04", "1582-10-10", "1582-10-15"])
  func theAskedDayIsTheDayShown(text: String) throws {
    let date = try CalendarDate(parsing: text)
    let day = try Self.day(
      date, offsets: [16_311, 17_843, 19_437, 20_776, 42_713, 64_651, 66_000, 67_500, 69_073])
    let presentation = SolarDayPresentation(day, timeZone: Fixtures.utcZone)
    expectEqual(presentation[.sunrise], "05:46")
    expectEqual(presentation[.astronomicalDawn], "04:31")
    let json = SolarDayJSON(day, timeZone: Fixtures.utcZone)
    expectEqual(json.date, text)
    expectEqual(json.sunrise, "\(text)T05:46:16Z")
    expectEqual(json.solarNoon, "\(text)T11:51:53Z")
  }

  @Test func eventsOnTheNeighbouringDaysAreMarkedOneDayAway() throws {
    let date = try CalendarDate(parsing: "1000-06-01")
    let day = try Self.day(
      date, offsets: [-3_600, -60, 0, 20_776, 42_713, 86_399, 86_400, 90_000, 100_000])
    let presentation = SolarDayPresentation(day, timeZone: Fixtures.utcZone)
    expectEqual(
      presentation.rows.dropLast().map(\.value),
      [
        "23:00 (-1 day)", "23:59 (-1 day)", "00:00", "05:46", "11:51", "23:59", "00:00 (+1 day)",
        "01:00 (+1 day)", "03:46 (+1 day)",
      ])
    let json = SolarDayJSON(day, timeZone: Fixtures.utcZone)
    expectEqual(json.astronomicalTwilightBegin, "1000-05-31T23:00:00Z")
    expectEqual(json.civilTwilightEnd, "1000-06-02T00:00:00Z")
  }

  @Test func theFirstDaysEveningBeforeIsYearZero() throws {
    let date = try CalendarDate(parsing: "0001-01-01")
    let day = try Self.day(
      date, offsets: [-20_000, -10_000, -5_000, -1, 42_000, 60_000, 61_000, 62_000, 63_000])
    expectEqual(SolarDayJSON(day, timeZone: Fixtures.utcZone).sunrise, "0000-12-31T23:59:59Z")
    expectEqual(SolarDayPresentation(day, timeZone: Fixtures.utcZone)[.sunrise], "23:59 (-1 day)")
  }

  /// The text in another zone counts days in that zone (Toronto before 1883 keeps local mean
  /// time, 5 h 17 min 32 s behind UTC).
  @Test func theDisplayZoneCountsItsOwnDays() throws {
    let date = try CalendarDate(parsing: "1000-06-01")
    let day = try Self.day(
      date, offsets: [0, 0, 0, 20_776, 42_713, 64_651, 66_000, 67_500, 69_073])
    let presentation = SolarDayPresentation(day, timeZone: Fixtures.torontoZone)
    expectEqual(presentation[.sunrise], "00:28")
    expectEqual(presentation[.astronomicalDawn], "18:42 (-1 day)")
  }
}
