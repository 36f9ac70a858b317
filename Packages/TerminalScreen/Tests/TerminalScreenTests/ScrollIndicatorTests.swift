import TerminalScreen
import Testing

/// The thumb's size is the share shown, and it touches an end only when that end shows.
struct ScrollIndicatorTests {
  @Test func theThumbTouchesAnEndOnlyWhenThatEndShows() {
    for count in [11, 12, 40, 100, 10_000] {
      let height = 10
      let maxTop = count - height
      for top in Set([0, 1, 2, maxTop / 2, maxTop - 2, maxTop - 1, maxTop])
      where top >= 0 && top <= maxTop {
        let thumb = ScrollIndicator.thumbRows(count: count, top: top, height: height)
        #expect(!thumb.isEmpty && thumb.lowerBound >= 0 && thumb.upperBound <= height)
        #expect((thumb.lowerBound == 0) == (top == 0), "count \(count), top \(top): \(thumb)")
        #expect(
          (thumb.upperBound == height) == (top == maxTop), "count \(count), top \(top): \(thumb)")
      }
    }
    #expect(ScrollIndicator.thumbRows(count: 20, top: 0, height: 10) == 0..<5)
    #expect(ScrollIndicator.thumbRows(count: 5, top: 0, height: 10) == 0..<10)
    #expect(ScrollIndicator.thumbRows(count: 5, top: 0, height: 0) == 0..<0)
  }

  @Test func theBarIsDrawnOnlyWhenTheListIsLongerThanTheArea() {
    var buffer = ScreenBuffer(width: 3, height: 4)
    ScrollIndicator.draw(in: &buffer, area: Rect(x: 0, y: 0, width: 1, height: 4), count: 4, top: 0)
    ScrollIndicator.draw(in: &buffer, area: Rect(x: 2, y: 0, width: 1, height: 4), count: 8, top: 4)
    #expect(buffer.lines() == ["  │", "  │", "  █", "  █"])
    #expect(buffer[2, 0].style == ScrollIndicator.trackStyle && buffer[2, 3].style == .plain)
  }
}
