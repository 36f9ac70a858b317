import DependencyRegistryTesting
import MediaFeature
import SubsonicClient
import Testing

struct ProgressBarTests {
  @Test func knownTotalShowsBarPercentageAndBytes() {
    expectEqual(
      ProgressBar.render(received: 1_170_000, expected: 2_600_000, width: 20),
      "[#########-----------]  45%  1.2 MB / 2.6 MB")
  }

  @Test func percentageAndCellsAreRoundedDownExactly() {
    // 29/100 is 28.999... in floating point; the bar must still say 29%.
    expectEqual(
      ProgressBar.render(received: 29, expected: 100, width: 10), "[##--------]  29%  29 B / 100 B")
    expectEqual(
      ProgressBar.render(received: 999, expected: 1000, width: 4), "[###-]  99%  999 B / 1.0 kB")
  }

  @Test func startAndEndFillTheBarEmptyAndFull() {
    expectEqual(
      ProgressBar.render(received: 0, expected: 5000, width: 5), "[-----]   0%  0 B / 5.0 kB")
    expectEqual(
      ProgressBar.render(received: 5000, expected: 5000, width: 5), "[#####] 100%  5.0 kB / 5.0 kB")
  }

  @Test func moreThanExpectedShowsAFullBarAndTheRealCount() {
    expectEqual(
      ProgressBar.render(received: 7000, expected: 5000, width: 5), "[#####] 100%  7.0 kB / 5.0 kB")
  }

  @Test func progressBarWithUnknownTotalShowsBytesOnly() {
    expectEqual(ProgressBar.render(received: 1_234_567, expected: nil, width: 20), "1.2 MB")
    expectEqual(ProgressBar.render(received: 512, expected: 0, width: 20), "512 B")
    #expect(!ProgressBar.render(received: 512, expected: nil, width: 20).contains("%"))
  }

  @Test func zeroOrNegativeWidthLeavesEmptyBrackets() {
    expectEqual(ProgressBar.render(received: 50, expected: 100, width: 0), "[]  50%  50 B / 100 B")
    expectEqual(ProgressBar.render(received: 50, expected: 100, width: -3), "[]  50%  50 B / 100 B")
  }

  @Test func hugeTransfersDoNotOverflow() {
    let bar = ProgressBar.render(received: Int64.max / 2, expected: Int64.max, width: 10)
    expectEqual(bar, "[####------]  49%  4.6 EB / 9.2 EB")
  }

  @Test func rendersAClientProgressReport() {
    let progress = TransferProgress(receivedBytes: 2048, expectedBytes: 4096)
    expectEqual(ProgressBar.render(progress, width: 4), "[##--]  50%  2.0 kB / 4.1 kB")
  }
}
