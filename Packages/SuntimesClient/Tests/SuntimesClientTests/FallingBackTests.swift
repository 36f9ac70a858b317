import DependencyRegistryTesting
import Foundation
import SuntimesClient
import Testing

/// A client built from two: what the first cannot answer the second does, said through the
/// callback; what the second could not mend is passed on.
struct FallingBackTests {
  let place = try! Coordinate(latitude: 43.6532, longitude: -79.3832)
  let date = try! CalendarDate(parsing: "2026-06-21")

  /// The preview's day for the place and date.
  func previewDay() async throws -> SolarDay {
    try await SuntimesClient.preview.fetchSolarDay(place, date)
  }

  @Test(arguments: [
    SuntimesError.unreachable("no route"), .timedOut(seconds: 10), .serverFailure,
    .unexpectedResponse(statusCode: 200, found: "text/html"),
  ])
  func whatThePrimaryCannotAnswerTheFallbackDoesAndTheCallbackHears(error: SuntimesError)
    async throws
  {
    let day = try await previewDay()
    let heard = Recorder<SuntimesError>()
    let client = SuntimesClient.fallingBack(
      from: .failing(error), to: .returning(day), onFallback: { heard.record($0) })
    #expect(try await client.fetchSolarDay(place, date) == day)
    #expect(heard.values == [error])
  }

  @Test func thePrimarysAnswerIsKeptAndNothingIsSaid() async throws {
    let day = try await previewDay()
    let heard = Recorder<SuntimesError>()
    let client = SuntimesClient.fallingBack(
      from: .returning(day), to: .failing(.invalidRequest), onFallback: { heard.record($0) })
    #expect(try await client.fetchSolarDay(place, date) == day)
    #expect(heard.values.isEmpty)
  }

  @Test(arguments: [SuntimesError.invalidDate, .invalidRequest, .cancelled])
  func whatTheFallbackCannotMendIsPassedOn(error: SuntimesError) async throws {
    let day = try await previewDay()
    let heard = Recorder<SuntimesError>()
    let client = SuntimesClient.fallingBack(
      from: .failing(error), to: .returning(day), onFallback: { heard.record($0) })
    await #expect(throws: error) { try await client.fetchSolarDay(place, date) }
    #expect(heard.values.isEmpty)
  }
}
