import TerminalScreen
import Testing

/// Loading, empty and failed panes say so in place; a failure names its reason on one line.
struct PaneStatusTests {
  static func drawn(_ status: PaneStatus, width: Int = 30) -> ScreenBuffer {
    var buffer = ScreenBuffer(width: width, height: 3)
    status.draw(in: &buffer, area: Rect(x: 0, y: 1, width: width, height: 2))
    return buffer
  }

  @Test func loadingAndEmptySayWhat() {
    let loading = Self.drawn(.loading("Loading artists…"))
    #expect(loading.lines() == ["", " Loading artists…", ""])
    #expect(loading[1, 1].style == PaneStatus.quietStyle)
    #expect(Self.drawn(.empty("No artists")).lines() == ["", " No artists", ""])
  }

  @Test func aFailureShowsItsReasonOnOneLineAndTheRetryKeyWhenItMayHelp() {
    let reason = "the Subsonic server is unreachable:\nconnection refused"
    let retryable = Self.drawn(.failed(reason: reason, canRetry: true))
    #expect(retryable.lines() == ["", " the Subsonic server is unrea…", " r retries"])
    #expect(retryable[1, 1].style == PaneStatus.failureStyle)
    let final = Self.drawn(.failed(reason: "Artist not found\u{1B}[2J", canRetry: false))
    #expect(final.lines() == ["", " Artist not found\\u001B[2J", ""])
  }

  @Test func aPaneWithNoRoomDrawsNothing() {
    var buffer = ScreenBuffer(width: 5, height: 1)
    PaneStatus.failed(reason: "x", canRetry: true).draw(
      in: &buffer, area: Rect(x: 0, y: 0, width: 1, height: 1))
    #expect(buffer.lines() == [""])
  }
}
