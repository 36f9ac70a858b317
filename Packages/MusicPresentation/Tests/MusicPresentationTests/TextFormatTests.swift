import MusicPresentation
import Testing

struct TextFormatTests {
  @Test func durationsAreMinutesAndSecondsUnderAnHour() {
    #expect(DurationText.text(seconds: 0) == "0:00")
    #expect(DurationText.text(seconds: 9) == "0:09")
    #expect(DurationText.text(seconds: 187) == "3:07")
    #expect(DurationText.text(seconds: 3599) == "59:59")
    #expect(DurationText.text(seconds: 185) == "3:05")
  }

  @Test func durationsFromAnHourShowHoursMinutesAndSeconds() {
    #expect(DurationText.text(seconds: 3600) == "1:00:00")
    #expect(DurationText.text(seconds: 3725) == "1:02:05")
    #expect(DurationText.text(seconds: 90_061) == "25:01:01")
    #expect(DurationText.text(seconds: 45296) == "12:34:56")
  }

  @Test func unknownOrNegativeDurations() {
    #expect(DurationText.text(seconds: nil) == "")
    #expect(DurationText.text(seconds: -30) == "0:00")
    #expect(DurationText.text(seconds: -5) == "0:00")
    #expect(DurationText.text(seconds: nil, unknown: "-") == "-")
    #expect(DurationText.text(seconds: 185, unknown: "-") == "3:05")
  }

  @Test func sizesBelowAKilobyteAreWholeBytes() {
    #expect(ByteCountText.text(bytes: 0) == "0 B")
    #expect(ByteCountText.text(bytes: 999) == "999 B")
    #expect(ByteCountText.text(bytes: -1) == "0 B")
    #expect(ByteCountText.text(bytes: nil) == "")
  }

  @Test func largerSizesAreDecimalUnitsWithOneDecimalRoundedHalfUp() {
    #expect(ByteCountText.text(bytes: 1_000) == "1.0 kB")
    #expect(ByteCountText.text(bytes: 1_500) == "1.5 kB")
    #expect(ByteCountText.text(bytes: 1_549) == "1.5 kB")
    #expect(ByteCountText.text(bytes: 1_550) == "1.6 kB")
    #expect(ByteCountText.text(bytes: 10_240) == "10.2 kB")
    #expect(ByteCountText.text(bytes: 999_949) == "999.9 kB")
    #expect(ByteCountText.text(bytes: 999_950) == "1.0 MB")
    #expect(ByteCountText.text(bytes: 4_200_000) == "4.2 MB")
    #expect(ByteCountText.text(bytes: 9_216_000) == "9.2 MB")
    #expect(ByteCountText.text(bytes: 1_130_000_000) == "1.1 GB")
    #expect(ByteCountText.text(bytes: 3_000_000_000_000) == "3.0 TB")
  }

  @Test func theLargestSizeDoesNotOverflow() {
    #expect(ByteCountText.text(bytes: Int64.max) == "9.2 EB")
  }

  @Test func unlabeledCountsReadTheSameAsLabeledOnes() {
    #expect(ByteCountText.text(-3) == "0 B")
    #expect(ByteCountText.text(1_249_999) == "1.2 MB")
    #expect(ByteCountText.text(1_250_000) == "1.3 MB")
    #expect(ByteCountText.text(2_600_000) == "2.6 MB")
    #expect(ByteCountText.text(3_000_000_000) == "3.0 GB")
    #expect(ByteCountText.text(Int64.max) == "9.2 EB")
  }
}
