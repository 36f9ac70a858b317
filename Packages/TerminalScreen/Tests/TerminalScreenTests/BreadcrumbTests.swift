import TerminalScreen
import Testing

/// A trail wider than its row shares the room fairly: short names whole, long ones cut evenly.
struct BreadcrumbTests {
  static func drawn(_ names: [String], width: Int) -> String {
    var buffer = ScreenBuffer(width: width, height: 1)
    Breadcrumb(names).draw(in: &buffer, area: buffer.area)
    return buffer.lines()[0]
  }

  @Test func aTrailThatFitsIsWhole() {
    #expect(
      Self.drawn(["Artists", "Aurora Vale", "Dawn Chorus"], width: 40)
        == "Artists › Aurora Vale › Dawn Chorus")
    #expect(Breadcrumb(["Artists"]).widths(in: 40) == [7])
  }

  @Test func longNamesAreCutToEqualSharesAndShortOnesKept() {
    let long = String(repeating: "x", count: 200)
    #expect(Breadcrumb(["Artists", long, "Dawn Chorus"]).widths(in: 40) == [7, 16, 11])
    #expect(Breadcrumb(["Artists", long, long]).widths(in: 40) == [7, 13, 14])
    #expect(
      Self.drawn(["Artists", long, "Dawn Chorus"], width: 40)
        == "Artists › xxxxxxxxxxxxxxx… › Dawn Chorus")
    #expect(
      Self.drawn(["Artists", "日本語の名前", "\u{1B}[2J"], width: 30)
        == "Artists › 日本語の… › \\u001B[…")
  }

  @Test func anAreaTooNarrowForTheSeparatorsIsNotDrawnPast() {
    func drawn(width: Int) -> String {
      var buffer = ScreenBuffer(width: 10, height: 1)
      buffer.fill(x: 0, y: 0, width: 10, height: 1, with: "x")
      Breadcrumb(["坂本龍一", "1 album"]).draw(
        in: &buffer, area: Rect(x: 1, y: 0, width: width, height: 1))
      return buffer.lines()[0]
    }
    #expect(drawn(width: 2) == "xxxxxxxxxx")
    #expect(drawn(width: 4) == "x › …xxxxx")
  }
}
