import DependencyRegistry
import Foundation
import HTTPTransport
import SuntimesClient
import SuntimesClientComputedLive
import SuntimesClientLive
import Testing

@testable import SunsonicCLI

/// `sunsonic sun --date` shows the day asked in every year 1...9999, from either source: ISO 8601
/// dates are proleptic Gregorian, and before 1582-10-15 Foundation's Gregorian calendar is
/// Julian (it showed 1000-06-01 as "-6 days", its JSON as 1000-05-26).
@MainActor
struct SunProlepticDateTests {
  typealias Place = (latitude: String, longitude: String)
  nonisolated static let equator: Place = ("1", "1")
  /// Its sunrise is on the UTC day before.
  nonisolated static let auckland: Place = ("-36.8485", "174.7633")
  /// Its sunset is on the UTC day after.
  nonisolated static let toronto: Place = ("43.6532", "-79.3832")

  nonisolated static let eventKeys = [
    "astronomicalTwilightBegin", "nauticalTwilightBegin", "civilTwilightBegin", "sunrise",
    "solarNoon", "sunset", "civilTwilightEnd", "nauticalTwilightEnd", "astronomicalTwilightEnd",
  ]

  /// 250 dates spread over years 1...9999 by a fixed generator, with the ends and the reform.
  nonisolated static let dates: [String] = {
    var texts = [
      "0001-01-01", "0004-02-29", "1000-06-01", "1582-10-04", "1582-10-10", "1582-10-15",
      "1583-01-01", "1900-03-01", "2000-02-29", "9999-12-31",
    ]
    var seed: UInt64 = 1_582
    while texts.count < 250 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let year = 1 + Int(seed >> 33) % 9_999
      let month = 1 + Int(seed >> 20) % 12
      let day = 1 + Int(seed >> 8) % daysIn(month: month, year: year)
      texts.append(text(year, month, day))
    }
    return texts
  }()

  nonisolated static func text(_ year: Int, _ month: Int, _ day: Int) -> String {
    func pad(_ value: Int, _ width: Int) -> String {
      String(repeating: "0", count: max(0, width - String(value).count)) + String(value)
    }
    return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
  }

  nonisolated static func daysIn(month: Int, year: Int) -> Int {
    let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    return [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
  }

  /// The day before and the day after `date`, as `YYYY-MM-DD` (the ends give 0000-12-31 and
  /// 10000-01-01), counted by month lengths alone.
  nonisolated static func neighbours(of date: CalendarDate) -> (before: String, after: String) {
    let (year, month, day) = (date.year, date.month, date.day)
    let before =
      day > 1
      ? text(year, month, day - 1)
      : month > 1
        ? text(year, month - 1, daysIn(month: month - 1, year: year)) : text(year - 1, 12, 31)
    let after =
      day < daysIn(month: month, year: year)
      ? text(year, month, day + 1) : month < 12 ? text(year, month + 1, 1) : text(year + 1, 1, 1)
    return (before, after)
  }

  /// The API client, answering `day` as the API does (UTC offsets, epoch sentinels).
  static func api(answering day: SolarDay) -> SuntimesClient {
    let body = SuntimesSourceTests.apiBody(day)
    return SuntimesClient.live(
      transport: .fake { _ in
        HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"], body: body)
      })
  }

  func values(_ client: SuntimesClient) -> DependencyValues {
    var values = DependencyValues(context: .test)
    values.suntimesClient = client
    return values
  }

  /// Runs `sun` at `place` on `text` in Etc/UTC, as text and as JSON, and checks that every event is
  /// on the asked day or a neighbour, the same in both, and never further.
  func checkShowsTheAskedDay(_ text: String, at place: Place, client: SuntimesClient) async throws {
    let date = try CalendarDate(parsing: text)
    let arguments = [
      "sun", "--lat", place.latitude, "--lng", place.longitude, "--date", text, "--tz", "Etc/UTC",
    ]
    let shown = await runSunsonic(arguments, with: values(client))
    let json = await runSunsonic(arguments + ["--json"], with: values(client))
    try #require(shown.code == .success && json.code == .success, "\(text): \(shown.err)")
    #expect(shown.out.hasPrefix("Solar day at \(place.latitude)"))
    #expect(shown.out.contains(" on \(text), times in Etc/UTC"))
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
    #expect(object["date"] as? String == text)
    let (before, after) = Self.neighbours(of: date)
    let rows = shown.out.split(separator: "\n").dropFirst().prefix(9).map {
      String($0.dropFirst(19))
    }
    for (key, row) in zip(Self.eventKeys, rows) {
      guard let time = object[key] as? String else {
        #expect(row.hasPrefix("none: "), "\(text) \(key): \(row)")
        continue
      }
      let day = String(time.prefix(while: { $0 != "T" }))
      let marker = day == text ? "" : day == before ? " (-1 day)" : day == after ? " (+1 day)" : "?"
      #expect(marker != "?", "\(text) \(key): \(time) is not the asked day or a neighbour")
      let clock = time.dropFirst(day.count + 1).prefix(5)
      #expect(row == clock + marker, "\(text) \(key): text \(row), JSON \(time)")
    }
  }

  @Test(arguments: [equator, auckland, toronto])
  func computedTimesAreOnTheAskedDayInEveryYear(place: Place) async throws {
    for text in Self.dates {
      try await checkShowsTheAskedDay(text, at: place, client: .computed())
    }
  }

  /// The API answers dates as ISO 8601 does (PHP's calendar is proleptic Gregorian).
  @Test(arguments: [equator, auckland])
  func apiTimesAreOnTheAskedDayInEveryYear(place: Place) async throws {
    for text in Self.dates {
      let coordinate = try Coordinate(
        latitude: Double(place.latitude) ?? 0, longitude: Double(place.longitude) ?? 0)
      let day = try await SuntimesClient.computed().fetchSolarDay(
        coordinate, CalendarDate(parsing: text))
      try await checkShowsTheAskedDay(text, at: place, client: Self.api(answering: day))
    }
  }

  /// The cases of the report: 1°N 1°E, computed and from the API's own answer.
  @Test func theReportedDatesShowNoDayOffset() async throws {
    let client = SuntimesClient.computed()
    for (text, sunrise) in [
      ("1000-06-01", "1000-06-01T05:46:16Z"), ("0001-01-01", "0001-01-01T06:02:24Z"),
      ("1582-10-04", "1582-10-04T05:41:50Z"),
    ] {
      let arguments = ["sun", "--lat", "1", "--lng", "1", "--date", text, "--tz", "Etc/UTC"]
      let shown = await runSunsonic(arguments, with: values(client))
      #expect(!shown.out.contains(" day)") && !shown.out.contains(" days)"), "\(shown.out)")
      let json = await runSunsonic(arguments + ["--json"], with: values(client))
      #expect(json.out.contains(#""sunrise" : "\#(sunrise)""#), "\(json.out)")
    }
  }
}
