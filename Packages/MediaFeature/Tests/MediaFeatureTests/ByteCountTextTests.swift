import MediaFeature
import Testing

struct ByteCountTextTests {
  @Test func countsBelowAThousandAreWholeBytes() {
    #expect(ByteCountText.text(0) == "0 B")
    #expect(ByteCountText.text(999) == "999 B")
    #expect(ByteCountText.text(-3) == "0 B")
  }

  @Test func largerCountsUseDecimalUnitsWithOneDecimalRoundedHalfUp() {
    #expect(ByteCountText.text(1000) == "1.0 kB")
    #expect(ByteCountText.text(1_249_999) == "1.2 MB")
    #expect(ByteCountText.text(1_250_000) == "1.3 MB")
    #expect(ByteCountText.text(2_600_000) == "2.6 MB")
    #expect(ByteCountText.text(3_000_000_000) == "3.0 GB")
  }

  @Test func roundingUpToAThousandMovesToTheNextUnit() {
    #expect(ByteCountText.text(999_949) == "999.9 kB")
    #expect(ByteCountText.text(999_950) == "1.0 MB")
    #expect(ByteCountText.text(Int64.max) == "9.2 EB")
  }
}
