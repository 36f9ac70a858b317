import DependencyRegistry
import Locking
import Observation
import TerminalScreen
import Testing

@testable import TerminalSession

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A root for the runner's tests: shows a title and the size it was drawn at, records the
/// events it got, quits on `q`, redraws on `r` and throws on `!`.
@MainActor final class RecordingRoot: FullScreenRoot {
  struct Failure: Error, Equatable {}

  var events: [InputEvent] = []
  var sizes: [TerminalSize] = []
  /// "suspend" and "resume", as the runner called ``willSuspend()`` and ``didResume()``.
  var stops: [String] = []

  func draw(into buffer: inout ScreenBuffer) {
    sizes.append(TerminalSize(width: buffer.width, height: buffer.height))
    buffer.put("title", x: 0, y: 0)
  }

  func handle(_ event: InputEvent) throws -> FullScreenAction {
    events.append(event)
    switch event {
    case .key(.character("q"), modifiers: []): return .quit
    case .key(.character("r"), modifiers: []): return .redraw
    case .key(.character("!"), modifiers: []): throw Failure()
    default: return .keepRunning
    }
  }

  func willSuspend() async { stops.append("suspend") }
  func didResume() async { stops.append("resume") }
}

extension ProcessSignalTests {
  /// The runner on a real pseudo-terminal: every way out leaves the terminal's settings as they
  /// were and writes the modes' reset; Ctrl-Z gives the terminal back and SIGCONT redraws it
  /// all; a resize redraws at the new size; no terminal, no run.
  @Suite @MainActor struct FullScreenRunTests {
    let enter = TerminalModes.enter(mouse: false, querySynchronizedOutput: true)
    let leave = TerminalModes.leave(mouse: false)

    func configuration(_ pty: PseudoTerminal, stops: Locked<Int>? = nil) -> FullScreenConfiguration
    {
      var configuration = FullScreenConfiguration(
        input: pty.terminal, output: pty.terminal, environment: ["TERM": "xterm-256color"],
        sleeper: .immediate)
      configuration.stopProcess = { stops?.withLock { $0 += 1 } }
      return configuration
    }

    /// Runs `root` on a fresh pseudo-terminal, acting as the user with `user` once the runner
    /// entered; checks the terminal was restored and returns the exit and what it showed.
    func run(
      _ root: RecordingRoot, stops: Locked<Int>? = nil,
      user: @escaping @Sendable (PseudoTerminal) async throws -> Void
    ) async throws -> (Result<FullScreenExit, any Error>, [UInt8]) {
      let pty = try PseudoTerminal()
      defer { pty.close() }
      let before = try TerminalAttributes.read(pty.terminal)
      let configuration = configuration(pty, stops: stops)
      let user = Task { [enter] in
        await pty.waitFor(enter)
        try await user(pty)
      }
      let exit: Result<FullScreenExit, any Error>
      do {
        exit = .success(try await FullScreen.run(root, configuration: configuration))
      } catch {
        exit = .failure(error)
      }
      user.cancel()  // what it still waits for will not come: the run is over
      try await user.value
      let (entered, left) = (Array("\u{1B}[?1049h".utf8), Array("\u{1B}[?1049l".utf8))
      await pty.waitUntil { $0.count(of: left) == $0.count(of: entered) }
      #expect(TerminalAttributes.same(try TerminalAttributes.read(pty.terminal), before))
      let shown = pty.received
      #expect(shown.starts(with: enter))
      #expect(shown.suffix(leave.count).elementsEqual(leave))
      return (exit, shown)
    }

    @Test func theRootQuitsAfterItGotTheKeysAndTheFirstFrameWasShown() async throws {
      let root = RecordingRoot()
      let (exit, shown) = try await run(root) { pty in try pty.type("a\u{1B}[Aq") }
      #expect(try exit.get() == .quit)
      #expect(try exit.get().status == 0)
      #expect(
        root.events == [
          .key(.character("a"), modifiers: []), .key(.up, modifiers: []),
          .key(.character("q"), modifiers: []),
        ])
      var first = ScreenBuffer(width: 80, height: 24)
      first.put("title", x: 0, y: 0)
      #expect(shown.contains(ScreenDiff.fullRedraw(first)))
    }

    @Test func aBurstOfKeysInOneReadReachesTheRootInOrderAndNothingAfterTheQuit() async throws {
      let root = RecordingRoot()
      let burst = String(repeating: "\u{1B}[B", count: 500) + "aq" + "\u{1B}[A"
      let (exit, _) = try await run(root) { pty in try pty.type(burst) }
      #expect(try exit.get() == .quit)
      #expect(
        root.events
          == Array(repeating: .key(.down, modifiers: []), count: 500) + [
            .key(.character("a"), modifiers: []), .key(.character("q"), modifiers: []),
          ])
    }

    @Test func ctrlCAndSignalsEndTheRunWithTheirStatus() async throws {
      let (interrupted, _) = try await run(RecordingRoot()) { pty in try pty.type("\u{3}") }
      #expect(try interrupted.get() == .signal(.interrupt))
      #expect(try interrupted.get().status == 130)
      let (terminated, _) = try await run(RecordingRoot()) { _ in _ = kill(getpid(), SIGTERM) }
      #expect(try terminated.get() == .signal(.terminate))
      #expect(try terminated.get().status == 143)
      let (hungUp, _) = try await run(RecordingRoot()) { _ in _ = kill(getpid(), SIGHUP) }
      #expect(try hungUp.get().status == 129)
    }

    @Test func anErrorTheRootThrowsIsThrownOnAfterTheTerminalWasRestored() async throws {
      let (exit, _) = try await run(RecordingRoot()) { pty in try pty.type("!") }
      #expect(throws: RecordingRoot.Failure()) { try exit.get() }
    }

    @Test func synchronizedOutputIsUsedOnceTheTerminalSaysItSupportsIt() async throws {
      let root = RecordingRoot()
      let (exit, shown) = try await run(root) { pty in
        try pty.type("\u{1B}[?2026;2$yr")  // the reply, then a redraw
        await pty.waitFor(Array("\u{1B}[?2026l".utf8))
        try pty.type("q")
      }
      #expect(try exit.get() == .quit)
      #expect(shown.contains(Array("\u{1B}[?2026h".utf8)))
      #expect(
        root.events == [.key(.character("r"), modifiers: []), .key(.character("q"), modifiers: [])])
    }

    @Test func aResizeRedrawsFullyAtTheNewSize() async throws {
      let root = RecordingRoot()
      let (exit, _) = try await run(root) { pty in
        pty.resize(to: TerminalSize(width: 100, height: 30))
        _ = kill(getpid(), SIGWINCH)
        var wider = ScreenBuffer(width: 100, height: 30)
        wider.put("title", x: 0, y: 0)
        await pty.waitFor(ScreenDiff.fullRedraw(wider))
        try pty.type("q")
      }
      #expect(try exit.get() == .quit)
      #expect(root.sizes.first == TerminalSize(width: 80, height: 24))
      #expect(root.sizes.last == TerminalSize(width: 100, height: 30))
    }

    @Test func ctrlZGivesTheTerminalBackAndContinuingSetsItUpAndRedraws() async throws {
      let stops = Locked(0)
      let root = RecordingRoot()
      let (exit, shown) = try await run(root, stops: stops) { [leave] pty in
        try pty.type("\u{1A}")
        await pty.waitFor(leave)
        _ = kill(getpid(), SIGCONT)  // what `fg` sends
        await pty.waitUntil { $0.count(of: Array("\u{1B}[?1049h".utf8)) == 2 }
        try pty.type("q")
      }
      #expect(try exit.get() == .quit)
      #expect(stops.withLock { $0 } == 1)
      #expect(root.stops == ["suspend", "resume"])
      let again = TerminalModes.enter(mouse: false, querySynchronizedOutput: false)
      guard let resumed = shown.firstRange(of: leave + again) else {
        Issue.record("no leave and enter again in \(shown)")
        return
      }
      var frame = ScreenBuffer(width: 80, height: 24)
      frame.put("title", x: 0, y: 0)
      #expect(Array(shown[resumed.upperBound...]).starts(with: ScreenDiff.fullRedraw(frame)))
    }

    @Test func withoutATerminalOrWithADumbOneNothingRuns() async throws {
      var ends: [Int32] = [-1, -1]
      #expect(pipe(&ends) == 0)
      defer { for end in ends { _ = close(end) } }
      let pty = try PseudoTerminal()
      defer { pty.close() }
      var configuration = configuration(pty)
      configuration.environment = ["TERM": "dumb"]
      #expect(
        try await FullScreen.run(RecordingRoot(), configuration: configuration)
          == .unavailable(.dumbTerminal))
      configuration.environment = [:]
      #expect(
        try await FullScreen.run(RecordingRoot(), configuration: configuration)
          == .unavailable(.noTerminalType))
      configuration.environment = ["TERM": "xterm"]
      configuration.output = ends[1]
      #expect(
        try await FullScreen.run(RecordingRoot(), configuration: configuration)
          == .unavailable(.outputNotATerminal))
      configuration.input = ends[0]
      let exit = try await FullScreen.run(RecordingRoot(), configuration: configuration)
      #expect(exit == .unavailable(.inputNotATerminal))
      #expect(exit.status == 64)
      #expect(pty.received.isEmpty)
    }
  }
}

extension Array where Element == UInt8 {
  /// How many times `needle` occurs (not overlapping).
  func count(of needle: [UInt8]) -> Int {
    var count = 0
    var rest = self[...]
    while let range = Array(rest).firstRange(of: needle) {
      count += 1
      rest = rest.dropFirst(range.upperBound)
    }
    return count
  }
}
