import DependencyRegistry
import Foundation
import SuntimesClient
import Synchronization
import Testing

@testable import SunsonicCLI

@MainActor
struct SunCommandTests {
  /// Toronto, 2026-06-21, as the API reports it.
  nonisolated static let toronto: SolarDay = {
    func at(_ text: String) -> SolarEvent { .at(try! Date(text, strategy: .iso8601)) }
    return SolarDay(
      coordinate: try! Coordinate(latitude: 43.6532, longitude: -79.3832),
      date: try! CalendarDate(parsing: "2026-06-21"),
      sunrise: at("2026-06-21T09:34:23Z"),
      sunset: at("2026-06-22T01:04:25Z"),
      solarNoon: try! Date("2026-06-21T17:19:24Z", strategy: .iso8601),
      dayLength: .seconds(55802),
      civilTwilightBegin: at("2026-06-21T09:00:07Z"),
      civilTwilightEnd: at("2026-06-22T01:38:41Z"),
      nauticalTwilightBegin: at("2026-06-21T08:12:57Z"),
      nauticalTwilightEnd: at("2026-06-22T02:25:52Z"),
      astronomicalTwilightBegin: at("2026-06-21T07:13:17Z"),
      astronomicalTwilightEnd: at("2026-06-22T03:25:31Z")
    )
  }()

  func values(_ client: SuntimesClient) -> DependencyValues {
    var values = DependencyValues(context: .test)
    values.suntimesClient = client
    return values
  }

  let torontoArguments = [
    "sun", "--lat", "43.6532", "--lng", "-79.3832", "--date", "2026-06-21",
    "--tz", "America/Toronto",
  ]

  @Test func printsEveryEventInTheChosenZone() async {
    let run = await runSunsonic(torontoArguments, with: values(.returning(Self.toronto)))
    #expect(run.code == .success)
    #expect(run.out.contains("Sunrise            05:34"))
    #expect(run.out.contains("Sunset             21:04"))
    #expect(run.out.contains("Day length         15 h 30 min"))
    #expect(run.out.contains("sunrise-sunset.org"))
    #expect(run.err.isEmpty)
  }

  @Test func asksTheClientForThePlaceAndDayGiven() async throws {
    let asked = Mutex<[String]>([])
    let client = SuntimesClient(fetchSolarDay: { coordinate, date in
      asked.withLock { $0.append("\(coordinate) \(date)") }
      return Self.toronto
    })
    _ = await runSunsonic(torontoArguments, with: values(client))
    #expect(asked.withLock { $0 } == ["43.6532,-79.3832 2026-06-21"])
  }

  @Test func jsonHasUTCTimesAndStatesForEveryEvent() async throws {
    let run = await runSunsonic(
      torontoArguments + ["--json"], with: values(.returning(Self.toronto)))
    #expect(run.code == .success)
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
    #expect(object["sunrise"] as? String == "2026-06-21T09:34:23Z")
    #expect(object["sunriseState"] as? String == "occurs")
    #expect(object["dayLengthSeconds"] as? Int == 55802)
  }

  @Test func serviceFailureIsOneLineAndExit69() async {
    let run = await runSunsonic(torontoArguments, with: values(.failing(.invalidDate)))
    #expect(run.code == .unavailable)
    #expect(run.out.isEmpty)
    #expect(run.err == "sunsonic: the sunrise-sunset API refused the date (INVALID_DATE)\n")
  }

  @Test(arguments: [
    (["--lat", "north", "--lng", "1"], "--lat \"north\": not a number of degrees"),
    (["--lat", "nan", "--lng", "1"], "--lat \"nan\": not a number of degrees"),
    (["--lat", "0x10", "--lng", "1"], "--lat \"0x10\": not a number of degrees"),
    (["--lat", "1e1", "--lng", "1"], "--lat \"1e1\": not a number of degrees"),
    (["--lat", "1", "--lng", "181"], "--lng \"181\": not from -180 to 180"),
    (["--lat", "1"], "--lng is required (see sunsonic sun --help)"),
    (
      ["--lat", "1", "--lng", "1", "--date", "2026-13-01"],
      "--date \"2026-13-01\": no such day (use YYYY-MM-DD or today)"
    ),
    (
      ["--lat", "1", "--lng", "1", "--date", "tomorrow"],
      "--date \"tomorrow\": not a date (use YYYY-MM-DD or today)"
    ),
    (
      ["--lat", "1", "--lng", "1", "--tz", "EST"],
      "--tz \"EST\": not an IANA time zone (such as Europe/Paris)"
    ),
    (["--lat", "1", "--lng", "1", "extra"], "unexpected argument \"extra\" for 'sunsonic sun'"),
  ])
  func badInputIsAUsageErrorNamingFlagAndValue(arguments: [String], message: String) async {
    // The unimplemented test client proves no request is made for bad input.
    let run = await runSunsonic(["sun"] + arguments)
    #expect(run.code == .usage)
    #expect(run.err == "sunsonic: \(message)\n")
  }

  @Test func helpListsOptionsExamplesAndExitCodes() async {
    let run = await runSunsonic(["sun", "--help"])
    #expect(run.code == .success)
    #expect(run.out.hasPrefix("usage: sunsonic sun --lat DEGREES --lng DEGREES"))
    #expect(run.out.contains("--tz ZONE"))
    #expect(run.out.contains("sunsonic sun --lat 43.6532 --lng -79.3832"))
    #expect(run.out.contains("64   bad usage or bad input"))
  }

  @Test func unknownCommandAndNoCommandAreUsageErrors() async {
    let unknown = await runSunsonic(["sunset"])
    #expect(unknown.code == .usage)
    #expect(unknown.err == "sunsonic: unknown command \"sunset\" (see sunsonic --help)\n")
    let none = await runSunsonic([])
    #expect(none.code == .usage)
    #expect(none.err.hasSuffix("sunsonic: no command given\n"))
  }
}
