import PlaylistsFeature
import Testing

struct DurationTextTests {
  @Test func lengthsUnderAnHourShowMinutesAndTwoDigitSeconds() {
    #expect(DurationText.text(seconds: 0) == "0:00")
    #expect(DurationText.text(seconds: 185) == "3:05")
    #expect(DurationText.text(seconds: 3599) == "59:59")
  }

  @Test func lengthsFromAnHourOnShowHours() {
    #expect(DurationText.text(seconds: 3600) == "1:00:00")
    #expect(DurationText.text(seconds: 45296) == "12:34:56")
  }

  @Test func unknownOrNegativeLengthsReadAsDashOrZero() {
    #expect(DurationText.text(seconds: -5) == "0:00")
    #expect(DurationText.text(seconds: Int?.none) == "-")
  }
}
