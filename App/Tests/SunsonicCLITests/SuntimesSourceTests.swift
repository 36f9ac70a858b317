import DependencyRegistry
import Foundation
import HTTPTransport
import SuntimesClient
import SuntimesClientComputedLive
import SuntimesClientLive
import SuntimesFeature
import Testing

@testable import SunsonicCLI

/// The two live Suntimes clients are interchangeable, and the choice between them is made in the
/// composition root only.
@MainActor
struct SuntimesSourceTests {
  nonisolated static let places:
    [(latitude: Double, longitude: Double, date: String, zone: String)] = [
      (43.6532, -79.3832, "2026-06-21", "America/Toronto"),
      (69.6492, 18.9553, "2026-06-21", "Europe/Oslo"),
      (69.6492, 18.9553, "2026-12-21", "Europe/Oslo"),
      (-36.8485, 174.7633, "2026-01-01", "Pacific/Auckland"),
    ]

  /// The API's JSON (formatted=0) for `day`, polar events as its epoch sentinels; dates are
  /// proleptic Gregorian in every year, as PHP prints them.
  static func apiBody(_ day: SolarDay) -> Data {
    func utc(_ instant: Date) -> String { LocalDateTime(instant, in: .gmt).description + "+00:00" }
    func text(_ event: SolarEvent) -> String {
      switch event {
      case .at(let instant): utc(instant)
      case .sunUpAllDay: "1970-01-01T00:00:01+00:00"
      case .sunDownAllDay: "1970-01-01T00:00:00+00:00"
      }
    }
    let results: [String: Any] = [
      "sunrise": text(day.sunrise), "sunset": text(day.sunset),
      "solar_noon": utc(day.solarNoon),
      "day_length": day.dayLength.components.seconds,
      "civil_twilight_begin": text(day.civilTwilightBegin),
      "civil_twilight_end": text(day.civilTwilightEnd),
      "nautical_twilight_begin": text(day.nauticalTwilightBegin),
      "nautical_twilight_end": text(day.nauticalTwilightEnd),
      "astronomical_twilight_begin": text(day.astronomicalTwilightBegin),
      "astronomical_twilight_end": text(day.astronomicalTwilightEnd),
    ]
    let body: [String: Any] = ["results": results, "status": "OK", "tzid": "UTC"]
    return (try? JSONSerialization.data(withJSONObject: body)) ?? Data()
  }

  @Test(arguments: places)
  func theStorePresentsEitherImplementationsAnswerAlike(
    place: (latitude: Double, longitude: Double, date: String, zone: String)
  ) async throws {
    let coordinate = try Coordinate(latitude: place.latitude, longitude: place.longitude)
    let date = try CalendarDate(parsing: place.date)
    let zone = try #require(TimeZone(identifier: place.zone))
    let computed = SuntimesClient.computed()
    // The API client, answered with the computed day in the API's own shape.
    let body = Self.apiBody(try await computed.fetchSolarDay(coordinate, date))
    let api = SuntimesClient.live(
      transport: .fake { _ in
        HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"], body: body)
      })

    let fromComputed = SunStore(client: computed, timeZone: zone)
    let fromAPI = SunStore(client: api, timeZone: zone)
    await fromComputed.load(SunRequest(coordinate, on: date))
    await fromAPI.load(SunRequest(coordinate, on: date))

    guard case .loaded(let loaded) = fromComputed.state else {
      Issue.record("the computed client's day did not load: \(fromComputed.state)")
      return
    }
    let presentation = loaded.presentation
    #expect(fromAPI.state == fromComputed.state)
    #expect(presentation.rows.count == 10)
  }

  @Test func localNeedsNoAPIAndNamesItsSource() async {
    let recorder = ConsoleRecorder()
    let code = await Sunsonic.run(
      arguments: [
        "sun", "--lat", "69.6492", "--lng", "18.9553", "--date", "2026-12-21", "--tz",
        "Europe/Oslo", "--source", "local",
      ],
      environment: ["SUNTIMES_API_URL": "not a url", "HOME": "/nonexistent"],
      console: recorder.console)
    #expect(code == .success, "\(recorder.err)")
    #expect(recorder.err.isEmpty)
    #expect(recorder.out.contains("none: the sun stays down all day (polar night)"))
    #expect(recorder.out.hasSuffix(SunSourceText.computed + "\n"))
    #expect(!recorder.out.contains("sunrise-sunset.org (https"))
  }

  @Test func localJSONNamesItsSourceInsteadOfTheAttribution() async throws {
    let recorder = ConsoleRecorder()
    let code = await Sunsonic.run(
      arguments: [
        "sun", "--lat", "43.6532", "--lng", "-79.3832", "--date", "2026-06-21", "--json",
      ],
      environment: ["SUNTIMES_SOURCE": "local", "HOME": "/nonexistent"],
      console: recorder.console)
    #expect(code == .success, "\(recorder.err)")
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(recorder.out.utf8)) as? [String: Any])
    #expect(object["attribution"] as? String == SunSourceText.computed)
    #expect(object["sunriseState"] as? String == "occurs")
  }

  @Test func autoComputesWhenTheAPIIsUnreachableAndSaysSoOnce() async {
    let recorder = ConsoleRecorder()
    let code = await runSunsonicLive(
      [
        "sun", "--lat", "43.6532", "--lng", "-79.3832", "--date", "2026-06-21",
        "--source", "auto", "--timeout", "5",
      ],
      environment: ["SUNTIMES_API_URL": "http://127.0.0.1:1/json", "HOME": "/nonexistent"],
      console: recorder.console)
    #expect(code == .success, "\(recorder.err)")
    let lines = recorder.err.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(recorder.err.hasPrefix("sunsonic: the sunrise-sunset API is unreachable"))
    #expect(recorder.err.hasSuffix("; computed the times on this machine instead\n"))
    #expect(recorder.out.hasSuffix(SunSourceText.computed + "\n"))
  }

  @Test func autoKeepsTheAPIsAnswerAndItsAttribution() async throws {
    let origin = SuntimesAnswerOrigin(.api)
    let warnings = ConsoleRecorder()
    let client = CompositionRoot.fallingBack(
      from: .returning(SunCommandTests.toronto), to: .failing(.invalidRequest), origin: origin,
      warn: warnings.console.err)
    let day = try await client.fetchSolarDay(
      SunCommandTests.toronto.coordinate, SunCommandTests.toronto.date)
    #expect(day == SunCommandTests.toronto)
    #expect(origin.origin == .api)
    #expect(warnings.err.isEmpty)
  }

  @Test(arguments: [SuntimesError.invalidDate, .cancelled])
  func autoPassesOnWhatTheComputedClientCannotMend(error: SuntimesError) async {
    let origin = SuntimesAnswerOrigin(.api)
    let client = CompositionRoot.fallingBack(
      from: .failing(error), to: .returning(SunCommandTests.toronto), origin: origin,
      warn: { _ in })
    await #expect(throws: error) {
      try await client.fetchSolarDay(
        SunCommandTests.toronto.coordinate, SunCommandTests.toronto.date)
    }
    #expect(origin.origin == .api)
  }

  @Test func theSourceComesFromTheFlagThenTheEnvironmentThenTheFile() throws {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("sunsonic-source-\(UUID().uuidString)")
    let folder = home.appendingPathComponent(".config/sunsonic")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    let file = folder.appendingPathComponent("config")
    try Data("sun-source = auto\n".utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)

    func source(_ arguments: [String], _ environment: [String: String]) throws -> SuntimesSource {
      let parsed = try ArgumentParser.parse(
        arguments, options: SunCommand.command.options, command: "sunsonic sun")
      let invocation = Invocation(
        command: "sunsonic sun", arguments: parsed,
        environment: environment.merging(["HOME": home.path]) { $1 },
        console: ConsoleRecorder().console)
      return try SuntimesSettings.source(invocation)
    }
    #expect(try source(["--source", "local"], ["SUNTIMES_SOURCE": "api"]) == .local)
    #expect(try source([], ["SUNTIMES_SOURCE": "api"]) == .api)
    #expect(try source([], [:]) == .auto)
    try FileManager.default.removeItem(at: file)
    #expect(try source([], [:]) == .api)
    #expect(throws: CommandFailure.usage("--source \"moon\": use api, local or auto")) {
      try source(["--source", "moon"], [:])
    }
    #expect(
      throws: CommandFailure.configuration("SUNTIMES_SOURCE \"API\": use api, local or auto")
    ) {
      try source([], ["SUNTIMES_SOURCE": "API"])
    }
  }
}
