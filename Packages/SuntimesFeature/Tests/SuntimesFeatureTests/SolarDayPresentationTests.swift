import DependencyRegistryTesting
import Foundation
import SuntimesClient
import SuntimesFeature
import Testing

struct SolarDayPresentationTests {
  typealias Kind = SolarDayPresentation.Row.Kind

  @Test func torontoMidsummerInTorontoTimeShowsEasternDaylightClockTimes() {
    // 09:34:23Z is 05:34 EDT (UTC-4); 01:04:25Z on the 22nd is 21:04 on the 21st.
    let presentation = SolarDayPresentation(
      Fixtures.torontoMidsummer, timeZone: Fixtures.torontoZone)
    expectEqual(presentation.timeZoneIdentifier, "America/Toronto")
    expectEqual(
      presentation.rows.map(\.label),
      [
        "Astronomical dawn", "Nautical dawn", "Civil dawn", "Sunrise", "Solar noon", "Sunset",
        "Civil dusk", "Nautical dusk", "Astronomical dusk", "Day length",
      ])
    expectEqual(
      presentation.rows.map(\.value),
      [
        "03:13", "04:12", "05:00", "05:34", "13:19", "21:04", "21:38", "22:25", "23:25",
        "15 h 30 min",
      ])
    expectEqual(presentation.rows.map(\.kind), Kind.allCases)
  }

  @Test func torontoMidsummerInUTCMarksTheEveningAsTheNextDay() {
    let presentation = SolarDayPresentation(Fixtures.torontoMidsummer, timeZone: Fixtures.utcZone)
    // Foundation names the zone made from "UTC" by its canonical identifier, "GMT".
    expectEqual(presentation.timeZoneIdentifier, "GMT")
    expectEqual(presentation[.sunrise], "09:34")
    expectEqual(presentation[.solarNoon], "17:19")
    expectEqual(presentation[.sunset], "01:04 (+1 day)")
    expectEqual(presentation[.civilDusk], "01:38 (+1 day)")
    expectEqual(presentation[.astronomicalDusk], "03:25 (+1 day)")
  }

  @Test func eventBeforeTheAskedLocalDayIsMarkedMinusOneDay() throws {
    // Auckland's sunrise on 2026-01-01 is at 2025-12-31T17:03:41Z.
    let newYear = try CalendarDate(parsing: "2026-01-01")
    let sunrise = Fixtures.utc("2025-12-31T17:03:41Z")
    expectEqual(
      SolarEventText.clockTime(of: sunrise, on: newYear, in: Fixtures.utcZone), "17:03 (-1 day)")
    let auckland = try #require(TimeZone(identifier: "Pacific/Auckland"))
    expectEqual(SolarEventText.clockTime(of: sunrise, on: newYear, in: auckland), "06:03")
  }

  @Test func eventsSeveralDaysAwaySayHowManyDays() throws {
    let instant = Fixtures.utc("2026-06-23T23:58:00Z")
    expectEqual(
      SolarEventText.clockTime(of: instant, on: Fixtures.midsummer, in: Fixtures.utcZone),
      "23:58 (+2 days)")
  }

  @Test func clockFollowsTheZonesDaylightSavingTime() throws {
    let january = try CalendarDate(parsing: "2026-01-15")
    let instant = Fixtures.utc("2026-01-15T12:00:59Z")
    // EST is UTC-5 in January; seconds are dropped, not rounded.
    expectEqual(
      SolarEventText.clockTime(of: instant, on: january, in: Fixtures.torontoZone), "07:00")
  }

  @Test func midnightSunHasNoSunriseAndSaysSo() {
    let presentation = SolarDayPresentation(Fixtures.tromsoMidsummer, timeZone: Fixtures.osloZone)
    expectEqual(presentation[.sunrise], "none: the sun is up all day (midnight sun)")
    expectEqual(presentation[.sunset], "none: the sun is up all day (midnight sun)")
    expectEqual(presentation[.civilDawn], "none: the sun stays above -6° all day")
    expectEqual(presentation[.nauticalDusk], "none: the sun stays above -12° all day")
    expectEqual(presentation[.astronomicalDawn], "none: the sun stays above -18° all day")
    expectEqual(presentation[.solarNoon], "12:45")  // 10:45:59Z in CEST (UTC+2)
    expectEqual(presentation[.dayLength], "24 h (sun up all day)")
  }

  @Test func polarNightHasNoSunriseButHasTwilights() {
    let presentation = SolarDayPresentation(Fixtures.tromsoMidwinter, timeZone: Fixtures.osloZone)
    expectEqual(presentation[.sunrise], "none: the sun stays down all day (polar night)")
    expectEqual(presentation[.sunset], "none: the sun stays down all day (polar night)")
    // CET is UTC+1 in December.
    expectEqual(
      presentation.rows.map(\.value),
      [
        "06:28", "07:46", "09:31", "none: the sun stays down all day (polar night)", "11:42",
        "none: the sun stays down all day (polar night)", "13:53", "15:37", "16:56",
        "0 h (sun down all day)",
      ])
  }

  @Test func twilightThatNeverComesNamesTheAngleTheSunStaysBelow() {
    expectEqual(
      SolarEventText.notHappening(.sunDownAllDay, angle: .nautical),
      "none: the sun stays below -12° all day")
    expectEqual(
      SolarEventText.notHappening(.sunDownAllDay, angle: .astronomical),
      "none: the sun stays below -18° all day")
    expectEqual(
      SolarEventText.notHappening(.at(Fixtures.utc("2026-06-21T00:00:00Z")), angle: .civil), nil)
  }

  @Test func dayLengthIsHoursAndMinutesWithSecondsDropped() {
    expectEqual(DayLengthText.text(for: Fixtures.torontoMidsummer), "15 h 30 min")  // 55802 s
    expectEqual(DayLengthText.hoursAndMinutes(.seconds(55802)), "15 h 30 min")
    expectEqual(DayLengthText.hoursAndMinutes(.seconds(3599)), "0 h 59 min")
    expectEqual(DayLengthText.hoursAndMinutes(.zero), "0 h 0 min")
    expectEqual(DayLengthText.hoursAndMinutes(.seconds(86400)), "24 h 0 min")
    expectEqual(DayLengthText.hoursAndMinutes(.seconds(-5)), "0 h 0 min")
  }

  @Test func polarDayLengthsSayWhyTheyAreZero() {
    expectEqual(DayLengthText.text(for: Fixtures.tromsoMidsummer), "24 h (sun up all day)")
    expectEqual(DayLengthText.text(for: Fixtures.tromsoMidwinter), "0 h (sun down all day)")
  }

  @Test func attributionNamesAndLinksSunriseSunsetOrg() {
    let presentation = SolarDayPresentation(Fixtures.torontoMidsummer, timeZone: Fixtures.utcZone)
    expectEqual(
      presentation.attribution,
      "Sunrise and sunset times by sunrise-sunset.org (https://sunrise-sunset.org)")
    expectEqual(Attribution.sunriseSunsetLink, "https://sunrise-sunset.org")
  }

  @Test func textAlignsTheRowsBetweenHeadingAndAttribution() {
    let presentation = SolarDayPresentation(
      Fixtures.torontoMidsummer, timeZone: Fixtures.torontoZone)
    expectEqual(
      presentation.text,
      """
      Solar day at 43.6532,-79.3832 on 2026-06-21, times in America/Toronto
      Astronomical dawn  03:13
      Nautical dawn      04:12
      Civil dawn         05:00
      Sunrise            05:34
      Solar noon         13:19
      Sunset             21:04
      Civil dusk         21:38
      Nautical dusk      22:25
      Astronomical dusk  23:25
      Day length         15 h 30 min
      Sunrise and sunset times by sunrise-sunset.org (https://sunrise-sunset.org)
      """)
  }
}
