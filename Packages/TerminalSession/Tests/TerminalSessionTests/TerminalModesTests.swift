import Testing

@testable import TerminalSession

/// The exact bytes that enter and leave full-screen mode: every mode set is reset, in reverse.
@Suite struct TerminalModesTests {
  @Test func enteringSetsTheAlternateScreenHiddenCursorAndPasteThenQueriesSynchronizedOutput() {
    #expect(
      String(
        decoding: TerminalModes.enter(mouse: false, querySynchronizedOutput: true), as: UTF8.self)
        == "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[?2026$p")
  }

  @Test func mouseReportingIsSetOnlyWhenAskedForAndTheQueryOnlyOnce() {
    #expect(
      String(
        decoding: TerminalModes.enter(mouse: true, querySynchronizedOutput: false), as: UTF8.self)
        == "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h")
  }

  @Test func leavingResetsEachModeInReverseOrder() {
    #expect(
      String(decoding: TerminalModes.leave(mouse: false), as: UTF8.self)
        == "\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l")
    #expect(
      String(decoding: TerminalModes.leave(mouse: true), as: UTF8.self)
        == "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l")
  }
}
