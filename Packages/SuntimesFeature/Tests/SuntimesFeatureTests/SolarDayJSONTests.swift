import DependencyRegistryTesting
import Foundation
import SuntimesClient
import SuntimesFeature
import Testing

struct SolarDayJSONTests {
  @Test func ordinaryDayEncodesEveryEventAsUTCWithSortedKeys() throws {
    let json = try SolarDayJSON(Fixtures.torontoMidsummer, timeZone: Fixtures.torontoZone).encoded()
    expectEqual(
      json,
      """
      {
        "astronomicalTwilightBegin" : "2026-06-21T07:13:17Z",
        "astronomicalTwilightBeginState" : "occurs",
        "astronomicalTwilightEnd" : "2026-06-22T03:25:31Z",
        "astronomicalTwilightEndState" : "occurs",
        "attribution" : "Sunrise and sunset times by sunrise-sunset.org (https://sunrise-sunset.org)",
        "civilTwilightBegin" : "2026-06-21T09:00:07Z",
        "civilTwilightBeginState" : "occurs",
        "civilTwilightEnd" : "2026-06-22T01:38:41Z",
        "civilTwilightEndState" : "occurs",
        "date" : "2026-06-21",
        "dayLengthSeconds" : 55802,
        "latitude" : 43.6532,
        "longitude" : -79.3832,
        "nauticalTwilightBegin" : "2026-06-21T08:12:57Z",
        "nauticalTwilightBeginState" : "occurs",
        "nauticalTwilightEnd" : "2026-06-22T02:25:52Z",
        "nauticalTwilightEndState" : "occurs",
        "solarNoon" : "2026-06-21T17:19:24Z",
        "sunrise" : "2026-06-21T09:34:23Z",
        "sunriseState" : "occurs",
        "sunset" : "2026-06-22T01:04:25Z",
        "sunsetState" : "occurs",
        "timeZone" : "America/Toronto"
      }
      """)
  }

  @Test func midnightSunEncodesNullTimesWithTheirState() throws {
    let json = try SolarDayJSON(Fixtures.tromsoMidsummer, timeZone: Fixtures.osloZone).encoded()
    expectEqual(
      json,
      """
      {
        "astronomicalTwilightBegin" : null,
        "astronomicalTwilightBeginState" : "sunUpAllDay",
        "astronomicalTwilightEnd" : null,
        "astronomicalTwilightEndState" : "sunUpAllDay",
        "attribution" : "Sunrise and sunset times by sunrise-sunset.org (https://sunrise-sunset.org)",
        "civilTwilightBegin" : null,
        "civilTwilightBeginState" : "sunUpAllDay",
        "civilTwilightEnd" : null,
        "civilTwilightEndState" : "sunUpAllDay",
        "date" : "2026-06-21",
        "dayLengthSeconds" : 86400,
        "latitude" : 69.6492,
        "longitude" : 18.9553,
        "nauticalTwilightBegin" : null,
        "nauticalTwilightBeginState" : "sunUpAllDay",
        "nauticalTwilightEnd" : null,
        "nauticalTwilightEndState" : "sunUpAllDay",
        "solarNoon" : "2026-06-21T10:45:59Z",
        "sunrise" : null,
        "sunriseState" : "sunUpAllDay",
        "sunset" : null,
        "sunsetState" : "sunUpAllDay",
        "timeZone" : "Europe/Oslo"
      }
      """)
  }

  @Test func polarNightKeepsRealTwilightsBesideANullSunrise() throws {
    let value = SolarDayJSON(Fixtures.tromsoMidwinter, timeZone: Fixtures.utcZone)
    expectEqual(value.sunrise, nil)
    expectEqual(value.sunriseState, .sunDownAllDay)
    expectEqual(value.sunsetState, .sunDownAllDay)
    expectEqual(value.civilTwilightBegin, "2026-12-21T08:31:12Z")
    expectEqual(value.civilTwilightBeginState, .occurs)
    let json = try value.encoded()
    #expect(json.contains(#""sunrise" : null,"#))
    #expect(json.contains(#""sunriseState" : "sunDownAllDay","#))
    #expect(!json.contains("1970"))
  }

  @Test func encodingIsByteStable() throws {
    let first = try SolarDayJSON(Fixtures.torontoMidsummer, timeZone: Fixtures.utcZone).encoded()
    let second = try SolarDayJSON(Fixtures.torontoMidsummer, timeZone: Fixtures.utcZone).encoded()
    expectEqual(first, second)
  }
}
