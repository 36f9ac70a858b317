import Foundation
import HTTPTransport
import SuntimesClient
import SuntimesClientLive
import Testing

/// Decoding the API's `OK` answers, from the recorded bodies.
struct SuccessfulAnswerTests {
  private func day(
    _ fixture: String, at place: Coordinate, on date: CalendarDate
  ) async throws -> SolarDay {
    let response = try Fixture.response(fixture)
    let client = SuntimesClient.live(transport: .fake { _ in response })
    return try await client.fetchSolarDay(place, date)
  }

  @Test func torontoMidsummerHasAllTenFieldsExactly() async throws {
    let day = try await day("toronto-2026-06-21.json", at: Sample.toronto, on: Sample.midsummer)
    #expect(day.coordinate == Sample.toronto)
    #expect(day.date == Sample.midsummer)
    #expect(day.sunrise == .at(try Sample.utc("2026-06-21T09:34:23")))
    #expect(day.sunset == .at(try Sample.utc("2026-06-22T01:04:25")))
    #expect(day.solarNoon == (try Sample.utc("2026-06-21T17:19:24")))
    #expect(day.dayLength == .seconds(55802))
    #expect(day.civilTwilightBegin == .at(try Sample.utc("2026-06-21T09:00:07")))
    #expect(day.civilTwilightEnd == .at(try Sample.utc("2026-06-22T01:38:41")))
    #expect(day.nauticalTwilightBegin == .at(try Sample.utc("2026-06-21T08:12:57")))
    #expect(day.nauticalTwilightEnd == .at(try Sample.utc("2026-06-22T02:25:52")))
    #expect(day.astronomicalTwilightBegin == .at(try Sample.utc("2026-06-21T07:13:17")))
    #expect(day.astronomicalTwilightEnd == .at(try Sample.utc("2026-06-22T03:25:31")))
    // 2026-06-21T09:34:23Z, as an epoch count independent of any date parser.
    #expect(day.sunrise.date?.timeIntervalSince1970 == 1_782_034_463)
  }

  @Test func tromsoPolarDayIsSunUpAllDayAtEveryAngle() async throws {
    let day = try await day(
      "tromso-2026-06-21-polar-day.json", at: Sample.tromso, on: Sample.midsummer)
    let events = [
      day.sunrise, day.sunset, day.civilTwilightBegin, day.civilTwilightEnd,
      day.nauticalTwilightBegin, day.nauticalTwilightEnd,
      day.astronomicalTwilightBegin, day.astronomicalTwilightEnd,
    ]
    #expect(events == Array(repeating: .sunUpAllDay, count: 8))
    #expect(day.solarNoon == (try Sample.utc("2026-06-21T10:45:59")))
    #expect(day.dayLength == .zero)
  }

  @Test func tromsoPolarNightHasNoSunriseButRealTwilights() async throws {
    let day = try await day(
      "tromso-2026-12-21-polar-night.json", at: Sample.tromso, on: Sample.midwinter)
    #expect(day.sunrise == .sunDownAllDay)
    #expect(day.sunset == .sunDownAllDay)
    #expect(day.dayLength == .zero)
    #expect(day.solarNoon == (try Sample.utc("2026-12-21T10:42:13")))
    #expect(day.civilTwilightBegin == .at(try Sample.utc("2026-12-21T08:31:12")))
    #expect(day.civilTwilightEnd == .at(try Sample.utc("2026-12-21T12:53:13")))
    #expect(day.nauticalTwilightBegin == .at(try Sample.utc("2026-12-21T06:46:45")))
    #expect(day.nauticalTwilightEnd == .at(try Sample.utc("2026-12-21T14:37:41")))
    #expect(day.astronomicalTwilightBegin == .at(try Sample.utc("2026-12-21T05:28:24")))
    #expect(day.astronomicalTwilightEnd == .at(try Sample.utc("2026-12-21T15:56:01")))
  }

  @Test func aucklandSunriseFallsOnThePreviousUTCDate() async throws {
    let day = try await day("auckland-2026-01-01.json", at: Sample.auckland, on: Sample.newYear)
    #expect(day.date == Sample.newYear)
    #expect(day.sunrise == .at(try Sample.utc("2025-12-31T17:03:41")))
    #expect(day.sunset == .at(try Sample.utc("2026-01-01T07:43:23")))
    #expect(day.dayLength == .seconds(52782))
    let sunrise = try #require(day.sunrise.date)
    let sunset = try #require(day.sunset.date)
    #expect(sunset.timeIntervalSince(sunrise) == 52782)
  }

  @Test func anAnswerWithoutTzidDecodesTheSame() async throws {
    let old = try await day(
      "toronto-2026-06-21-no-tzid.json", at: Sample.toronto, on: Sample.midsummer)
    let current = try await day(
      "toronto-2026-06-21.json", at: Sample.toronto, on: Sample.midsummer)
    #expect(old == current)
    #expect(old.sunrise == .at(try Sample.utc("2026-06-21T09:34:23")))
  }

  @Test func timesWithAnotherOffsetNameTheSameInstantsAndSentinels() async throws {
    // The shape the API answers with tzid=Asia/Tokyo: same instants, sentinels in +09:00.
    let body = """
      {"results":{"sunrise":"2026-06-21T18:34:23+09:00","sunset":"2026-06-21T20:04:25-0500",
      "solar_noon":"2026-06-21T17:19:24.000Z","day_length":55802,
      "civil_twilight_begin":"1970-01-01T09:00:01+09:00","civil_twilight_end":"1969-12-31T19:00:00-05:00",
      "nautical_twilight_begin":"2026-06-21T08:12:57+00:00","nautical_twilight_end":"2026-06-22T02:25:52+00:00",
      "astronomical_twilight_begin":"2026-06-21T07:13:17+00:00","astronomical_twilight_end":"2026-06-22T03:25:31+00:00"},
      "status":"OK","tzid":"Asia/Tokyo"}
      """
    let client = SuntimesClient.live(
      transport: .fake { _ in HTTPResponse(statusCode: 200, body: Data(body.utf8)) })
    let day = try await client.fetchSolarDay(Sample.toronto, Sample.midsummer)
    #expect(day.sunrise == .at(try Sample.utc("2026-06-21T09:34:23")))
    #expect(day.sunset == .at(try Sample.utc("2026-06-22T01:04:25")))
    #expect(day.solarNoon == (try Sample.utc("2026-06-21T17:19:24")))
    #expect(day.civilTwilightBegin == .sunUpAllDay)
    #expect(day.civilTwilightEnd == .sunDownAllDay)
  }
}
