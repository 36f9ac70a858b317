import Foundation
import JSONOutput
import SuntimesClient
import SuntimesFeature

/// How `sunsonic sun` names where its times come from: the API's attribution for the API's data
/// (as ``SolarDayPresentation`` and ``SolarDayJSON`` write it), and for computed times a line
/// saying so in its place, since no credit to sunrise-sunset.org is due for them.
enum SunSourceText {
  /// The line that takes the attribution's place for computed times.
  static let computed =
    "Times computed on this machine (NOAA solar calculator equations), not by sunrise-sunset.org"

  /// The presentation's text, its last line naming the source.
  static func text(_ presentation: SolarDayPresentation, origin: SuntimesAnswerOrigin.Origin)
    -> String
  {
    let text = presentation.text
    guard origin == .computed, text.hasSuffix(presentation.attribution) else { return text }
    return text.dropLast(presentation.attribution.count) + computed
  }

  /// The day's JSON, its `attribution` naming the source.
  static func json(_ day: SolarDay, timeZone: TimeZone, origin: SuntimesAnswerOrigin.Origin)
    throws -> String
  {
    let text = try SolarDayJSON(day, timeZone: timeZone).encoded()
    guard origin == .computed else { return text }
    return text.replacingOccurrences(
      of: try literal(Attribution.sunriseSunset), with: try literal(computed))
  }

  /// `text` as a JSON string literal, written as ``SolarDayJSON`` writes strings.
  private static func literal(_ text: String) throws -> String {
    try StableJSONEncoder().encode(text)
  }
}
