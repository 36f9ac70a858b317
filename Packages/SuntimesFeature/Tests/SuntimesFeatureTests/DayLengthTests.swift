import DependencyRegistryTesting
import Foundation
import SuntimesClient
import SuntimesFeature
import Testing

/// The text and the JSON show one day length, from ``DayLength``: the API's `0` for both polar
/// cases becomes 24 h when the sun is up all day.
struct DayLengthTests {
  @Test func normalDayIsTheTimeFromSunriseToSunsetInBoth() throws {
    let day = Fixtures.torontoMidsummer
    expectEqual(DayLength(day), .measured(.seconds(55_802)))
    expectEqual(DayLength(day).seconds, 55_802)
    expectEqual(SolarDayJSON(day, timeZone: Fixtures.utcZone).dayLengthSeconds, 55_802)
    expectEqual(SolarDayPresentation(day, timeZone: Fixtures.utcZone)[.dayLength], "15 h 30 min")
  }

  @Test func midnightSunIs86400SecondsAnd24HoursInBoth() throws {
    let day = Fixtures.tromsoMidsummer  // the API's day_length is 0
    expectEqual(DayLength(day), .sunUpAllDay)
    expectEqual(SolarDayJSON(day, timeZone: Fixtures.osloZone).dayLengthSeconds, 86_400)
    let json = try SolarDayJSON(day, timeZone: Fixtures.osloZone).encoded()
    #expect(json.contains(#""dayLengthSeconds" : 86400,"#))
    expectEqual(
      SolarDayPresentation(day, timeZone: Fixtures.osloZone)[.dayLength], "24 h (sun up all day)")
  }

  @Test func polarNightIsZeroInBoth() throws {
    let day = Fixtures.tromsoMidwinter
    expectEqual(DayLength(day), .sunDownAllDay)
    expectEqual(SolarDayJSON(day, timeZone: Fixtures.osloZone).dayLengthSeconds, 0)
    expectEqual(
      SolarDayPresentation(day, timeZone: Fixtures.osloZone)[.dayLength], "0 h (sun down all day)")
  }

  @Test func onlyOneOfSunriseAndSunsetKeepsTheReportedLength() {
    var day = Fixtures.tromsoMidsummer
    day.sunrise = .at(Fixtures.utc("2026-06-21T01:00:00Z"))
    expectEqual(DayLength(day), .measured(.zero))
    expectEqual(SolarDayJSON(day, timeZone: Fixtures.utcZone).dayLengthSeconds, 0)
    expectEqual(DayLengthText.text(for: day), "0 h 0 min")
  }

  @Test func aNegativeLengthReadsAsZeroInBoth() {
    var day = Fixtures.torontoMidsummer
    day.dayLength = .seconds(-5)
    expectEqual(DayLength(day).seconds, 0)
    expectEqual(DayLengthText.text(for: day), "0 h 0 min")
  }
}
