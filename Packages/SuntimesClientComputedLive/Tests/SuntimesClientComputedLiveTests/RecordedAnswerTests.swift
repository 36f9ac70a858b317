import Foundation
import SuntimesClient
import SuntimesClientComputedLive
import Testing

/// The computed client against the Sunrise-Sunset API's recorded answers
/// (`/work/shared/reference/sunrise-sunset.md`): the same days, the same polar states, and times
/// as close as the API's own error allows (its sunrise and sunset are 1 to 2 minutes off, its
/// noon and twilights within about 30 s).
struct RecordedAnswerTests {
  let client = SuntimesClient.computed()

  private func expectNear(
    _ event: SolarEvent, _ text: String, within seconds: Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let instant = try Sample.instant(event, sourceLocation: sourceLocation)
    let api = try Sample.utc(text)
    #expect(
      abs(instant.timeIntervalSince(api)) <= seconds, "\(instant) vs the API's \(api)",
      sourceLocation: sourceLocation)
  }

  @Test func torontoMidsummerIsTheAPIsDayWithItsEveningOnTheNextUTCDate() async throws {
    let day = try await client.fetchSolarDay(Sample.toronto, try Sample.date("2026-06-21"))
    #expect(day.coordinate == Sample.toronto)
    #expect(day.date == (try Sample.date("2026-06-21")))
    #expect(abs(day.solarNoon.timeIntervalSince(try Sample.utc("2026-06-21T17:19:24"))) <= 30)
    try expectNear(day.sunrise, "2026-06-21T09:34:23", within: 150)
    try expectNear(day.sunset, "2026-06-22T01:04:25", within: 150)
    try expectNear(day.civilTwilightBegin, "2026-06-21T09:00:07", within: 30)
    try expectNear(day.civilTwilightEnd, "2026-06-22T01:38:41", within: 30)
    try expectNear(day.nauticalTwilightBegin, "2026-06-21T08:12:57", within: 30)
    try expectNear(day.nauticalTwilightEnd, "2026-06-22T02:25:52", within: 30)
    try expectNear(day.astronomicalTwilightBegin, "2026-06-21T07:13:17", within: 30)
    try expectNear(day.astronomicalTwilightEnd, "2026-06-22T03:25:31", within: 30)
    let rise = try Sample.instant(day.sunrise)
    let set = try Sample.instant(day.sunset)
    #expect(day.dayLength == .seconds(Int64(set.timeIntervalSince(rise))))
    #expect(rise.timeIntervalSince1970.rounded() == rise.timeIntervalSince1970)
  }

  @Test func aucklandsNewYearRisesOnTheUTCDateBefore() async throws {
    let day = try await client.fetchSolarDay(Sample.auckland, try Sample.date("2026-01-01"))
    try expectNear(day.sunrise, "2025-12-31T17:03:41", within: 150)
  }

  @Test func tromsoMidsummerIsSunUpAllDayAtEveryAngle() async throws {
    let day = try await client.fetchSolarDay(Sample.tromso, try Sample.date("2026-06-21"))
    #expect(Sample.events(day) == Array(repeating: .sunUpAllDay, count: 8))
    #expect(day.dayLength == .zero)
    #expect(abs(day.solarNoon.timeIntervalSince(try Sample.utc("2026-06-21T10:45:59"))) <= 30)
  }

  @Test func tromsoMidwinterHasPolarNightButRealTwilights() async throws {
    let day = try await client.fetchSolarDay(Sample.tromso, try Sample.date("2026-12-21"))
    #expect(day.sunrise == .sunDownAllDay)
    #expect(day.sunset == .sunDownAllDay)
    #expect(day.dayLength == .zero)
    #expect(abs(day.solarNoon.timeIntervalSince(try Sample.utc("2026-12-21T10:42:13"))) <= 30)
    try expectNear(day.civilTwilightBegin, "2026-12-21T08:31:12", within: 60)
    try expectNear(day.civilTwilightEnd, "2026-12-21T12:53:13", within: 60)
    try expectNear(day.nauticalTwilightBegin, "2026-12-21T06:46:45", within: 30)
    try expectNear(day.nauticalTwilightEnd, "2026-12-21T14:37:41", within: 30)
    try expectNear(day.astronomicalTwilightBegin, "2026-12-21T05:28:24", within: 30)
    try expectNear(day.astronomicalTwilightEnd, "2026-12-21T15:56:01", within: 30)
  }

  @Test func sunriseAndSunsetEndpointsAnswerTheDaysEvents() async throws {
    let date = try Sample.date("2026-03-20")
    let day = try await client.fetchSolarDay(Sample.auckland, date)
    #expect(try await client.fetchSunrise(Sample.auckland, date) == day.sunrise)
    #expect(try await client.fetchSunset(Sample.auckland, date) == day.sunset)
  }
}
