import DependencyRegistry
import DependencyRegistryTesting
import Foundation
import SuntimesClient
import Testing

@Suite(.dependencies)
struct SuntimesClientValuesTests {
  let toronto = try! Coordinate(latitude: 43.6532, longitude: -79.3832)
  let midsummer = try! CalendarDate(parsing: "2026-06-21")

  @Test func testValueFailsTheTestNamingEachEndpoint() async {
    let client = DependencyValues.current.suntimesClient
    let (place, day) = (toronto, midsummer)
    let calls: [(String, @Sendable () async throws -> Void)] = [
      ("fetchSunrise", { _ = try await client.fetchSunrise(place, day) }),
      ("fetchSunset", { _ = try await client.fetchSunset(place, day) }),
      ("fetchSolarDay", { _ = try await client.fetchSolarDay(place, day) }),
    ]
    for (name, call) in calls {
      await withKnownIssue {
        await #expect(throws: UnimplementedEndpoint(endpoint: "SuntimesClient.\(name)")) {
          try await call()
        }
      } matching: { issue in
        issue.comments.contains { $0.rawValue.contains("SuntimesClient.\(name) is unimplemented") }
      }
    }
  }

  @Test func previewIsDeterministicAndPlausibleForToronto() async throws {
    let first = try await SuntimesClient.preview.fetchSolarDay(toronto, midsummer)
    let second = try await SuntimesClient.preview.fetchSolarDay(toronto, midsummer)
    #expect(first == second)
    // Toronto's real midsummer sunrise is 09:34 UTC and its day about 15 h 30 min long.
    let sunrise = try #require(first.sunrise.date)
    let reference = Date(timeIntervalSince1970: 1_782_034_463)  // 2026-06-21T09:34:23Z
    #expect(abs(sunrise.timeIntervalSince(reference)) < 15 * 60)
    let dayLength = first.dayLength.components.seconds
    #expect(abs(dayLength - 55802) < 30 * 60)
  }

  @Test func previewHasMidnightSunAndPolarNightInTromso() async throws {
    let tromso = try Coordinate(latitude: 69.6492, longitude: 18.9553)
    let june = try await SuntimesClient.preview.fetchSolarDay(tromso, midsummer)
    #expect(june.sunrise == .sunUpAllDay)
    #expect(june.dayLength == .zero)
    let december = try await SuntimesClient.preview.fetchSolarDay(
      tromso, CalendarDate(parsing: "2026-12-21"))
    #expect(december.sunset == .sunDownAllDay)
    #expect(december.civilTwilightBegin.date != nil)
  }

  @Test func sunriseAndSunsetComeFromTheSolarDay() async throws {
    let day = try await SuntimesClient.preview.fetchSolarDay(toronto, midsummer)
    let client = SuntimesClient.returning(day)
    #expect(try await client.fetchSunrise(toronto, midsummer) == day.sunrise)
    #expect(try await client.fetchSunset(toronto, midsummer) == day.sunset)
  }

  @Test func failingPreviewThrowsUnreachable() async {
    await #expect(throws: SuntimesError.unreachable("preview: the network is switched off")) {
      try await SuntimesClient.previewFailing.fetchSunrise(toronto, midsummer)
    }
  }
}
