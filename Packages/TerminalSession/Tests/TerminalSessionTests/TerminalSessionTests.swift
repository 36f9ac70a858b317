import Testing

@testable import TerminalSession

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Raw mode and its restore on a real pseudo-terminal: the settings after leaving are the
/// settings before entering, byte for byte, and the modes go out in one piece each way.
@Suite(.timeLimit(.minutes(1))) struct TerminalSessionTests {
  @Test func enterSetsRawModeAndLeaveRestoresTheSettingsExactly() async throws {
    let pty = try PseudoTerminal()
    defer { pty.close() }
    let before = try TerminalAttributes.read(pty.terminal)
    let session = TerminalSession(input: pty.terminal, output: pty.terminal)
    try session.enter()
    let raw = try TerminalAttributes.read(pty.terminal)
    #expect(raw.c_lflag & tcflag_t(ICANON | ECHO | ISIG | IEXTEN) == 0)
    #expect(raw.c_oflag & tcflag_t(OPOST) == 0)
    let characters = withUnsafeBytes(of: raw.c_cc) { Array($0) }
    #expect(characters[Int(VMIN)] == 1 && characters[Int(VTIME)] == 0)
    #expect(TerminalAttributes.same(raw, TerminalAttributes.raw(from: before)))
    session.leave()
    #expect(TerminalAttributes.same(try TerminalAttributes.read(pty.terminal), before))
    let enter = TerminalModes.enter(mouse: false, querySynchronizedOutput: true)
    let leave = TerminalModes.leave(mouse: false)
    await pty.waitFor(leave)
    #expect(pty.received == enter + leave)
  }

  @Test func leavingTwiceOrWithoutEnteringDoesNothing() async throws {
    let pty = try PseudoTerminal()
    defer { pty.close() }
    let before = try TerminalAttributes.read(pty.terminal)
    let session = TerminalSession(input: pty.terminal, output: pty.terminal, mouse: true)
    session.leave()
    #expect(!session.isEntered)
    try session.enter()
    try session.enter()
    #expect(session.isEntered)
    session.leave()
    session.leave()
    #expect(TerminalAttributes.same(try TerminalAttributes.read(pty.terminal), before))
    let enter = TerminalModes.enter(mouse: true, querySynchronizedOutput: true)
    let leave = TerminalModes.leave(mouse: true)
    await pty.waitFor(leave)
    #expect(pty.received == enter + leave)
  }

  @Test func enteringAgainSavesTheSettingsAsTheyAreAndDoesNotQueryAgain() async throws {
    let pty = try PseudoTerminal()
    defer { pty.close() }
    let session = TerminalSession(input: pty.terminal, output: pty.terminal)
    try session.enter()
    session.leave()
    // The shell changed the settings while the program was stopped: those are restored next.
    var changed = try TerminalAttributes.read(pty.terminal)
    changed.c_lflag &= ~tcflag_t(ECHO)
    try TerminalAttributes.apply(changed, to: pty.terminal)
    try session.enter()
    session.leave()
    #expect(TerminalAttributes.same(try TerminalAttributes.read(pty.terminal), changed))
    let first = TerminalModes.enter(mouse: false, querySynchronizedOutput: true)
    let again = TerminalModes.enter(mouse: false, querySynchronizedOutput: false)
    let leave = TerminalModes.leave(mouse: false)
    await pty.waitUntil { $0.count >= (first + leave + again + leave).count }
    #expect(pty.received == first + leave + again + leave)
  }

  @Test func enteringSomethingThatIsNotATerminalFailsAndChangesNothing() throws {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    defer { for end in ends { _ = close(end) } }
    let session = TerminalSession(input: ends[0], output: ends[1])
    #expect(throws: TerminalError.self) { try session.enter() }
    #expect(!session.isEntered)
  }

  @Test func theWindowSizeIsReadFromTheTerminal() throws {
    let pty = try PseudoTerminal()
    defer { pty.close() }
    pty.resize(to: TerminalSize(width: 132, height: 43))
    #expect(TerminalSize.of(pty.terminal) == TerminalSize(width: 132, height: 43))
    #expect(TerminalSize.of(-1) == nil)
  }
}
