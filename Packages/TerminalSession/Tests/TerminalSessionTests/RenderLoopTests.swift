import DependencyRegistry
import DependencyRegistryTesting
import Observation
import TerminalScreen
import Testing

@testable import TerminalSession

/// State a view reads, as a store's would be.
@MainActor @Observable final class Counter {
  var value = 0
  /// Read by the view, never shown.
  var note = ""
}

/// The terminal of a render loop under test: every write, in order.
@MainActor @Observable final class RecordedWrites {
  var writes: [[UInt8]] = []
  var fails = false
}

/// The render loop with a fake terminal and a hand-driven sleeper: one frame per change burst,
/// throttled to one per interval, written as a diff (nothing when nothing changed), fully after
/// a resize or a resume.
@Suite(.timeLimit(.minutes(1))) @MainActor struct RenderLoopTests {
  let counter = Counter()
  let output = RecordedWrites()
  let sleeper = ManualSleeper()
  let size = TerminalSize(width: 20, height: 3)

  func makeLoop() -> RenderLoop {
    let (counter, output) = (counter, output)
    return RenderLoop(
      size: size, sleeper: sleeper.sleeper,
      write: { bytes in
        if output.fails { throw TerminalError("write", code: 5) }
        output.writes.append(bytes)
      },
      draw: { buffer in
        _ = counter.note
        buffer.put(counter.value.isMultiple(of: 2) ? "even" : "odd", x: 0, y: 0)
        buffer.put("\(counter.value / 2)", x: 0, y: 1)
      })
  }

  /// The frame the view draws for `value` at `size`.
  func frame(_ value: Int, size: TerminalSize? = nil) -> ScreenBuffer {
    let size = size ?? self.size
    var buffer = ScreenBuffer(width: size.width, height: size.height)
    buffer.put(value.isMultiple(of: 2) ? "even" : "odd", x: 0, y: 0)
    buffer.put("\(value / 2)", x: 0, y: 1)
    return buffer
  }

  @Test func theFirstFrameIsAFullRedrawWrittenAtOnce() {
    let loop = makeLoop()
    loop.start()
    #expect(output.writes == [ScreenDiff.fullRedraw(frame(0))])
    #expect(loop.isCoolingDown)
  }

  @Test func changesWithinTheIntervalMakeOneFrameAtItsEnd() async {
    let loop = makeLoop()
    loop.start()
    for _ in 0..<5 { counter.value += 1 }
    await Task.yield()
    counter.value += 2
    #expect(output.writes.count == 1)
    sleeper.releaseAll()
    await observedUntil { loop.framesDrawn == 2 && !loop.isCoolingDown }
    #expect(
      output.writes == [
        ScreenDiff.fullRedraw(frame(0)), ScreenDiff.bytes(from: frame(0), to: frame(7)),
      ])
    #expect(sleeper.durations.allSatisfy { $0 == .milliseconds(16) })
  }

  @Test func changesInOneTurnWhenIdleMakeOneFrameAtOnce() async {
    sleeper.releaseAll()
    let loop = makeLoop()
    loop.start()
    await observedUntil { !loop.isCoolingDown }
    for _ in 0..<10 { counter.value += 1 }
    await observedUntil { loop.framesDrawn == 2 && !loop.isCoolingDown }
    #expect(loop.framesDrawn == 2)
    #expect(output.writes.last == ScreenDiff.bytes(from: frame(0), to: frame(10)))
  }

  @Test func aFrameThatChangedNothingWritesNothing() async {
    sleeper.releaseAll()
    let loop = makeLoop()
    loop.start()
    counter.value = 1  // "odd", 0
    await observedUntil { loop.framesDrawn == 2 && !loop.isCoolingDown }
    counter.note = "read, not shown"  // drawn: the same cells
    await observedUntil { loop.framesDrawn == 3 && !loop.isCoolingDown }
    #expect(loop.framesWritten == 2)
    #expect(output.writes.count == 2)
    #expect(loop.bytesWritten == output.writes.map(\.count).reduce(0, +))
  }

  @Test func aResizeRedrawsTheWholeFrameAtTheNewSize() async {
    sleeper.releaseAll()
    let loop = makeLoop()
    loop.start()
    let wider = TerminalSize(width: 30, height: 4)
    loop.resize(to: wider)
    await observedUntil { loop.framesDrawn == 2 && !loop.isCoolingDown }
    #expect(output.writes.last == ScreenDiff.fullRedraw(frame(0, size: wider)))
  }

  @Test func aPausedLoopWritesNothingAndResumingRedrawsFully() async {
    sleeper.releaseAll()
    let loop = makeLoop()
    loop.start()
    await observedUntil { !loop.isCoolingDown }
    loop.pause()
    counter.value = 4
    for _ in 0..<3 { await Task.yield() }
    #expect(output.writes.count == 1)
    loop.resume()
    await observedUntil { loop.framesDrawn == 2 && !loop.isCoolingDown }
    #expect(output.writes.last == ScreenDiff.fullRedraw(frame(4)))
  }

  @Test func framesAreWrappedInSynchronizedOutputOnceSupportedAndHonourNoColor() async {
    sleeper.releaseAll()
    let loop = makeLoop()
    loop.options = FrameOptions(synchronizedOutput: true, noColor: true)
    loop.start()
    #expect(output.writes == [ScreenDiff.fullRedraw(frame(0), options: loop.options)])
    #expect(output.writes.first?.starts(with: Array("\u{1B}[?2026h".utf8)) == true)
  }

  @Test func aFailedWriteStopsTheLoop() async {
    sleeper.releaseAll()
    output.fails = true
    let loop = makeLoop()
    loop.start()
    #expect(loop.writeError as? TerminalError == TerminalError("write", code: 5))
    output.fails = false
    counter.value = 1
    for _ in 0..<3 { await Task.yield() }
    #expect(output.writes.isEmpty && loop.framesDrawn == 1)
  }
}
