import DependencyRegistry
import Foundation
import HTTPTransport
import SuntimesClient
import SuntimesClientComputedLive
import SuntimesClientLive
import Testing

@testable import SunsonicCLI

/// `sun`'s text and JSON give one day length from either source, though the API sends
/// `day_length` 0 both in midnight sun and in polar night.
@MainActor
struct SunDayLengthTests {
  nonisolated static let longyearbyen = ("78.2232", "15.6267")
  nonisolated static let toronto = ("43.6532", "-79.3832")

  /// (place, date, the text's day length, the JSON's `dayLengthSeconds` (Toronto's within 5 min:
  /// the sources differ), its `sunriseState`).
  nonisolated static let cases:
    [(place: (String, String), date: String, text: String, seconds: Int, state: String)] = [
      (longyearbyen, "2026-06-21", "24 h (sun up all day)", 86_400, "sunUpAllDay"),
      (longyearbyen, "2026-12-21", "0 h (sun down all day)", 0, "sunDownAllDay"),
      (toronto, "2026-06-21", "15 h 30 min", 55_802, "occurs"),
    ]

  func values(_ client: SuntimesClient) -> DependencyValues {
    var values = DependencyValues(context: .test)
    values.suntimesClient = client
    return values
  }

  func check(
    _ example: (place: (String, String), date: String, text: String, seconds: Int, state: String),
    client: SuntimesClient
  ) async throws {
    let arguments = [
      "sun", "--lat", example.place.0, "--lng", example.place.1, "--date", example.date,
    ]
    let shown = await runSunsonic(arguments, with: values(client))
    #expect(shown.code == .success, "\(shown.err)")
    let json = await runSunsonic(arguments + ["--json"], with: values(client))
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
    #expect(object["sunriseState"] as? String == example.state)
    let seconds = try #require(object["dayLengthSeconds"] as? Int)
    if example.state == "occurs" {
      // Toronto's length differs between the sources by some seconds: the text shows the JSON's.
      #expect(abs(seconds - example.seconds) < 300, "\(seconds)")
      let text = "\(seconds / 3_600) h \(seconds % 3_600 / 60) min"
      #expect(shown.out.contains("Day length         \(text)\n"), "\(shown.out)")
    } else {
      #expect(seconds == example.seconds)
      #expect(shown.out.contains("Day length         \(example.text)\n"), "\(shown.out)")
    }
  }

  @Test(arguments: cases)
  func computedTextAndJSONAgree(
    example: (place: (String, String), date: String, text: String, seconds: Int, state: String)
  ) async throws {
    try await check(example, client: .computed())
  }

  /// The API's answer is the computed day in its own shape: `day_length` 0 for both polar cases.
  @Test(arguments: cases)
  func apiTextAndJSONAgree(
    example: (place: (String, String), date: String, text: String, seconds: Int, state: String)
  ) async throws {
    let coordinate = try Coordinate(
      latitude: Double(example.place.0) ?? 0, longitude: Double(example.place.1) ?? 0)
    let day = try await SuntimesClient.computed().fetchSolarDay(
      coordinate, CalendarDate(parsing: example.date))
    if example.state != "occurs" { #expect(day.dayLength == .zero) }
    let body = SuntimesSourceTests.apiBody(day)
    let api = SuntimesClient.live(
      transport: .fake { _ in
        HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"], body: body)
      })
    try await check(example, client: api)
  }
}
