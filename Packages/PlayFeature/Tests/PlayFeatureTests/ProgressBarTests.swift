import DependencyRegistryTesting
import Testing

@testable import PlayFeature

/// The progress bar counts whole display columns: full only at the end, empty for a song of
/// unknown or zero length.
struct ProgressBarTests {
  private func played(_ position: Duration, of duration: Duration?, width: Int = 10) -> Int {
    ProgressBar.playedColumns(
      fraction: ProgressBar(position: position, duration: duration).fraction, width: width)
  }

  @Test func thePartPlayedIsRoundedDown() {
    expectEqual(played(.zero, of: .seconds(100)), 0)
    expectEqual(played(.seconds(50), of: .seconds(100)), 5)
    expectEqual(played(.milliseconds(99_999), of: .seconds(100)), 9)
    expectEqual(played(.seconds(100), of: .seconds(100)), 10)
    expectEqual(played(.seconds(83), of: .seconds(187), width: 61), 27)
  }

  @Test func outOfRangeAndUnknownLengthsStayInTheBar() {
    expectEqual(played(.seconds(500), of: .seconds(100)), 10)
    expectEqual(played(.seconds(5), of: nil), 0)
    expectEqual(played(.seconds(5), of: .zero), 0)
    expectEqual(played(.seconds(5), of: .seconds(100), width: 0), 0)
    expectEqual(ProgressBar.playedColumns(fraction: -.infinity, width: 10), 0)
    expectEqual(ProgressBar.playedColumns(fraction: .nan, width: 10), 0)
    expectEqual(ProgressBar.playedColumns(fraction: -0.5, width: 10), 0)
  }
}
