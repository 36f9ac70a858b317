import Foundation
import SuntimesClient
import SuntimesClientComputedLive
import Testing

/// The date line, the southern hemisphere, the equator, the poles and the calendar's ends.
struct EdgeCaseTests {
  let client = SuntimesClient.computed()

  @Test func bothSidesOfTheDateLineAreTheSameMeridianADayApart() async throws {
    let date = try Sample.date("2026-04-15")
    let west = try await client.fetchSolarDay(try Sample.place(-16.5, -180), date)
    let east = try await client.fetchSolarDay(try Sample.place(-16.5, 180), date)
    // The API's day at 180 E is the one at local mean noon, 00:00 UTC on the date; at 180 W it
    // is at 24:00 UTC: the next solar day.
    let noonGap = west.solarNoon.timeIntervalSince(east.solarNoon)
    #expect(abs(noonGap - 86_400) < 30)
    #expect(abs(east.solarNoon.timeIntervalSince(try Sample.utc("2026-04-15T00:00:00"))) < 20 * 60)
    let nearby = try await client.fetchSolarDay(try Sample.place(-16.5, 179.9999), date)
    #expect(abs(nearby.solarNoon.timeIntervalSince(east.solarNoon)) <= 1)
    #expect(abs(Sample.seconds(west.dayLength) - Sample.seconds(east.dayLength)) < 60)
  }

  @Test func theSouthernSummerIsTheNorthernWinterMirrored() async throws {
    let sydney = try await client.fetchSolarDay(
      try Sample.place(-33.8688, 151.2093), try Sample.date("2026-12-21"))
    let mirrored = try await client.fetchSolarDay(
      try Sample.place(33.8688, 151.2093), try Sample.date("2026-06-21"))
    // About 14 h 25 min; the two solstices differ a little (the Earth is nearest the sun in
    // January).
    #expect(sydney.dayLength > .seconds(14 * 3_600 + 20 * 60))
    #expect(sydney.dayLength < .seconds(14 * 3_600 + 30 * 60))
    #expect(abs(Sample.seconds(sydney.dayLength) - Sample.seconds(mirrored.dayLength)) < 5 * 60)
    let winter = try await client.fetchSolarDay(
      try Sample.place(-33.8688, 151.2093), try Sample.date("2026-06-21"))
    #expect(winter.dayLength < .seconds(10 * 3_600))
  }

  @Test(arguments: 1...12)
  func theEquatorsDayIsJustOverTwelveHoursAllYear(month: Int) async throws {
    let day = try await client.fetchSolarDay(
      try Sample.place(0, 0), try CalendarDate(year: 2026, month: month, day: 1))
    // Refraction and the sun's radius add about 7 minutes to the 12 hours.
    #expect(day.dayLength > .seconds(12 * 3_600 + 5 * 60))
    #expect(day.dayLength < .seconds(12 * 3_600 + 9 * 60))
    let noon = day.solarNoon.timeIntervalSince1970.truncatingRemainder(dividingBy: 86_400)
    #expect(abs(noon - 43_200) < 17 * 60)  // the equation of time is at most about 16.5 min
  }

  @Test func theEventsOfAnOrdinaryDayComeInOrder() async throws {
    let day = try await client.fetchSolarDay(
      try Sample.place(-54.8, -68.3), try Sample.date("2026-03-01"))
    let instants = try Sample.events(day).map { try Sample.instant($0) }
    #expect(instants == instants.sorted())
    let rise = try Sample.instant(day.sunrise)
    let set = try Sample.instant(day.sunset)
    #expect(rise < day.solarNoon && day.solarNoon < set)
    #expect(day.dayLength == .seconds(Int64(set.timeIntervalSince(rise))))
  }

  @Test func theNorthPoleHasMidnightSunInJuneAndNightInDecember() async throws {
    let pole = try Sample.place(90, 0)
    let june = try await client.fetchSolarDay(pole, try Sample.date("2026-06-21"))
    #expect(Sample.events(june) == Array(repeating: .sunUpAllDay, count: 8))
    #expect(june.dayLength == .zero)
    let december = try await client.fetchSolarDay(pole, try Sample.date("2026-12-21"))
    #expect(Sample.events(december) == Array(repeating: .sunDownAllDay, count: 8))
    // Solar noon is still a real instant: the transit over the given meridian.
    let noon = december.solarNoon.timeIntervalSince(try Sample.utc("2026-12-21T12:00:00"))
    #expect(abs(noon) < 5 * 60)
  }

  @Test func theSouthPoleIsTheOtherWayRound() async throws {
    let pole = try Sample.place(-90, 45)
    let june = try await client.fetchSolarDay(pole, try Sample.date("2026-06-21"))
    #expect(Sample.events(june) == Array(repeating: .sunDownAllDay, count: 8))
    let december = try await client.fetchSolarDay(pole, try Sample.date("2026-12-21"))
    #expect(Sample.events(december) == Array(repeating: .sunUpAllDay, count: 8))
    #expect(december.dayLength == .zero)
  }

  @Test func eachAngleHasItsOwnStateNearTheArcticCircle() async throws {
    // Svalbard in late January: no sunrise, not even civil dawn, yet nautical and astronomical.
    let day = try await client.fetchSolarDay(
      try Sample.place(78.22, 15.65), try Sample.date("2026-01-20"))
    #expect(day.sunrise == .sunDownAllDay)
    #expect(day.civilTwilightBegin == .sunDownAllDay)
    #expect(day.nauticalTwilightBegin.date != nil)
    #expect(day.astronomicalTwilightBegin.date != nil)
    // In late April the sun no longer goes below -6 degrees, but still sets.
    let april = try await client.fetchSolarDay(
      try Sample.place(69.6492, 18.9553), try Sample.date("2026-04-30"))
    #expect(april.sunrise.date != nil)
    #expect(april.civilTwilightBegin == .sunUpAllDay)
    #expect(april.astronomicalTwilightEnd == .sunUpAllDay)
  }

  @Test(arguments: [(90.0, 180.0), (-90.0, -180.0), (0.0, 0.0), (89.999, -179.999)])
  func theCalendarsEndsGiveRealInstants(latitude: Double, longitude: Double) async throws {
    for text in ["0001-01-01", "1582-10-15", "9999-12-31"] {
      let day = try await client.fetchSolarDay(
        try Sample.place(latitude, longitude), try Sample.date(text))
      #expect(day.solarNoon.timeIntervalSince1970.isFinite)
      for event in Sample.events(day) {
        if let instant = event.date {
          #expect(abs(instant.timeIntervalSince(day.solarNoon)) < 86_400)
        }
      }
    }
  }

  @Test func concurrentCallsAgree() async throws {
    let date = try Sample.date("2026-09-22")
    let expected = try await client.fetchSolarDay(Sample.toronto, date)
    let client = self.client
    try await withThrowingTaskGroup(of: SolarDay.self) { group in
      for _ in 0..<16 {
        group.addTask { try await client.fetchSolarDay(Sample.toronto, date) }
      }
      for try await day in group {
        #expect(day == expected)
      }
    }
  }
}
