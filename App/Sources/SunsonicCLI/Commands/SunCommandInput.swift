import Foundation
import SuntimesClient

/// The validated input of `sunsonic sun`; every rejection is a usage error naming flag and value.
struct SunCommandInput: Sendable, Equatable {
  var coordinate: Coordinate
  var date: CalendarDate
  var timeZone: TimeZone

  init(_ arguments: ParsedArguments, now: Date = Date()) throws(CommandFailure) {
    let latitude = try Self.degrees(arguments, SunCommand.latitude.name)
    let longitude = try Self.degrees(arguments, SunCommand.longitude.name)
    do {
      coordinate = try Coordinate(latitude: latitude, longitude: longitude)
    } catch {
      switch error {
      case .latitudeOutOfRange:
        throw .usage("--lat \(Shown.text(arguments.value("--lat") ?? "")): not from -90 to 90")
      case .longitudeOutOfRange:
        throw .usage("--lng \(Shown.text(arguments.value("--lng") ?? "")): not from -180 to 180")
      }
    }
    timeZone = try Self.timeZone(arguments.value(SunCommand.timeZone.name))
    let dateText = arguments.value(SunCommand.date.name) ?? "today"
    if dateText == "today" {
      date = CalendarDate.today(in: timeZone, now: now)
    } else {
      do {
        date = try CalendarDate(parsing: dateText)
      } catch {
        throw .usage(
          "--date \(Shown.text(dateText)): \(Self.reason(error)) (use YYYY-MM-DD or today)")
      }
    }
  }

  static func rejectPositionals(_ invocation: Invocation) throws(CommandFailure) {
    if let extra = invocation.arguments.positionals.first {
      throw .usage("unexpected argument \(Shown.text(extra)) for '\(invocation.command)'")
    }
  }

  private static func degrees(_ arguments: ParsedArguments, _ name: String) throws(CommandFailure)
    -> Double
  {
    guard let text = arguments.value(name) else {
      throw .usage("\(name) is required (see sunsonic sun --help)")
    }
    // Plain decimal degrees only: Double(_:) would also take "0x10", "1e2" and "nan".
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard trimmed.wholeMatch(of: /[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)/) != nil,
      let value = Double(trimmed), value.isFinite
    else {
      throw .usage("\(name) \(Shown.text(text)): not a number of degrees")
    }
    return value
  }

  private static func timeZone(_ text: String?) throws(CommandFailure) -> TimeZone {
    guard let text else { return .current }
    // Only IANA names: abbreviations like "EST" are ambiguous and offsets are not zones.
    guard text.contains("/") || text == "UTC" || text == "GMT",
      let zone = TimeZone(identifier: text)
    else {
      throw .usage("--tz \(Shown.text(text)): not an IANA time zone (such as Europe/Paris)")
    }
    return zone
  }

  private static func reason(_ error: CalendarDateError) -> String {
    switch error {
    case .unparseable: return "not a date"
    case .invalid: return "no such day"
    }
  }
}
