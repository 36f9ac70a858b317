import DependencyRegistry
import Foundation
import SuntimesClient
import SuntimesFeature

/// `sunsonic sun`: every solar event of a day at a place, in a chosen time zone.
enum SunCommand {
  static let latitude = OptionSpec(
    name: "--lat", valueName: "DEGREES", help: "latitude, -90 to 90 (north is positive)")
  static let longitude = OptionSpec(
    name: "--lng", valueName: "DEGREES", help: "longitude, -180 to 180 (east is positive)")
  static let date = OptionSpec(
    name: "--date", valueName: "YYYY-MM-DD", help: "the day, or 'today' in --tz (default: today)")
  static let timeZone = OptionSpec(
    name: "--tz", valueName: "ZONE",
    help: "an IANA time zone for the times (default: this machine's)")
  static let json = OptionSpec(
    name: "--json", help: "print JSON: UTC times, null for events that do not happen")

  static let command = Command(
    name: "sun",
    usage:
      "sun --lat DEGREES --lng DEGREES [--date YYYY-MM-DD|today] [--tz ZONE] [--json]"
      + " [--source api|local|auto] [--api-url URL]",
    summary: "Sunrise, sunset, twilights and day length for a place and a day.",
    options: [
      latitude, longitude, date, timeZone, json, SuntimesSettings.sourceOption,
      SuntimesSettings.apiURL,
    ],
    examples: [
      ["sun", "--lat", "43.6532", "--lng", "-79.3832"],
      [
        "sun", "--lat", "69.6492", "--lng", "18.9553", "--date", "2026-12-21", "--tz",
        "Europe/Oslo",
      ],
      ["sun", "--lat", "-36.8485", "--lng", "174.7633", "--date", "today", "--json"],
      ["sun", "--lat", "78.2232", "--lng", "15.6267", "--date", "2026-02-10", "--source", "local"],
    ],
    run: run
  )

  @MainActor
  static func run(_ invocation: Invocation) async throws {
    try SunCommandInput.rejectPositionals(invocation)
    let input = try SunCommandInput(invocation.arguments)
    let store = SunStore(timeZone: input.timeZone)
    let answer = DependencyValues.current.suntimesAnswerOrigin
    await store.load(SunRequest(input.coordinate, on: input.date))
    switch store.state {
    case .loaded(let loaded):
      let (day, presentation) = (loaded.day, loaded.presentation)
      if invocation.arguments.has(json.name) {
        invocation.console.out(
          try SunSourceText.json(day, timeZone: input.timeZone, origin: answer.origin) + "\n")
      } else {
        invocation.console.out(SunSourceText.text(presentation, origin: answer.origin) + "\n")
      }
    case .failed(let error, _):
      throw error
    case .idle, .loading:
      throw CommandFailure("internal error: the load did not finish", exitCode: .internalError)
    }
  }
}
