import Foundation
import SuntimesClient
import Testing

/// Dates and clock fields are proleptic Gregorian in every year, as ISO 8601 and `CalendarDate`
/// count them: never the Julian dates Foundation's Gregorian `Calendar` gives before 1582-10-15.
struct LocalDateTimeTests {
  static let utc = TimeZone.gmt

  /// Python's `date.toordinal()` differences, which are proleptic Gregorian.
  @Test(arguments: [
    ("0001-01-01", -719_162), ("1000-06-01", -354_134), ("1582-10-04", -141_438),
    ("1582-10-15", -141_427), ("1970-01-01", 0), ("2026-06-21", 20_625),
    ("9999-12-31", 2_932_896),
  ])
  func daysSince1970CountProlepticGregorianDays(text: String, days: Int) throws {
    #expect(try CalendarDate(parsing: text).daysSince1970 == days)
  }

  @Test func theReformsMissingDaysExistAndJulianOnlyLeapDaysDoNot() throws {
    #expect(try CalendarDate(parsing: "1582-10-10").description == "1582-10-10")
    #expect(throws: CalendarDateError.invalid("1500-02-29")) {
      try CalendarDate(parsing: "1500-02-29")
    }
    #expect(try CalendarDate(parsing: "0004-02-29").daysSince1970 == -718_008)
  }

  /// Instants (seconds since 1970) and how they read in UTC.
  static let readings: [(seconds: Double, text: String)] = [
    (-354_134 * 86_400 + 20_776, "1000-06-01T05:46:16"),
    (-719_162 * 86_400, "0001-01-01T00:00:00"),
    (-719_162 * 86_400 - 1, "0000-12-31T23:59:59"),
    (-141_438 * 86_400 + 86_399.9, "1582-10-04T23:59:59"),
    (-141_427 * 86_400 + 43_200, "1582-10-15T12:00:00"),
    (1_782_000_000, "2026-06-21T00:00:00"),
    (2_932_897 * 86_400, "10000-01-01T00:00:00"),
  ]

  @Test(arguments: readings)
  func readsInstantsAsTheProlepticCalendar(seconds: Double, text: String) {
    #expect(LocalDateTime(Date(timeIntervalSince1970: seconds), in: Self.utc).description == text)
  }

  /// Every day of a deterministic sample across years 1...9999 reads back as itself at any time
  /// of that day, and as its neighbours a second either side.
  @Test func everySampledDayReadsAsItself() throws {
    let first = -719_162
    let span = 2_932_896 - first + 1
    var seed: UInt64 = 0x5EED
    for _ in 0..<5_000 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let days = first + Int(seed >> 33) % span
      let secondOfDay = Int(seed >> 13) % 86_400
      let midnight = Double(days) * 86_400
      let local = LocalDateTime(
        Date(timeIntervalSince1970: midnight + Double(secondOfDay)), in: Self.utc)
      let date = try CalendarDate(year: local.year, month: local.month, day: local.day)
      #expect(date.daysSince1970 == days)
      #expect(local.daysSince1970 == days)
      #expect(local.hour * 3_600 + local.minute * 60 + local.second == secondOfDay)
      let before = LocalDateTime(Date(timeIntervalSince1970: midnight - 1), in: Self.utc)
      #expect(before.daysSince1970 == days - 1 && before.description.hasSuffix("T23:59:59"))
    }
  }

  @Test func theZonesOffsetMovesTheDay() throws {
    let instant = Date(timeIntervalSince1970: 1_782_000_000)  // 2026-06-21T00:00:00Z
    let toronto = try #require(TimeZone(identifier: "America/Toronto"))
    #expect(LocalDateTime(instant, in: toronto).description == "2026-06-20T20:00:00")
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300, -1e300])
  func anyInstantReadsWithoutACrash(seconds: Double) {
    let local = LocalDateTime(Date(timeIntervalSince1970: seconds), in: Self.utc)
    #expect((1...12).contains(local.month) && (1...31).contains(local.day))
  }
}
