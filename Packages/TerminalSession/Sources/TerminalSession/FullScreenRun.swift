import DependencyRegistry
import TerminalScreen

/// One run of ``FullScreen``: the session, the events and the render loop, and what each
/// event does.
@MainActor final class FullScreenRun {
  /// What the run's loop waits for.
  private enum Event: Sendable {
    /// The events of one read, in order.
    case terminal([TerminalEvent])
    case outputFailed
  }

  private let root: any FullScreenRoot
  private let configuration: FullScreenConfiguration
  private let session: TerminalSession
  private let output: FileDescriptorOutput
  private var isSuspended = false

  init(root: any FullScreenRoot, configuration: FullScreenConfiguration) {
    self.root = root
    self.configuration = configuration
    session = TerminalSession(
      input: configuration.input, output: configuration.output, mouse: configuration.mouse)
    output = FileDescriptorOutput(configuration.output)
  }

  /// Runs until an exit; the terminal is given back before it returns or throws.
  func run() async throws -> FullScreenExit {
    let (events, continuation) = AsyncStream<Event>.makeStream()
    // Signals first and given back last: none of them may find the terminal raw and untended.
    let source = try TerminalEventSource(
      input: configuration.input, handlingSignals: true,
      escapeDelay: configuration.escapeDelay, sleeper: configuration.sleeper,
      deliverBatch: { continuation.yield(.terminal($0)) })
    defer {
      source.stop()
      continuation.finish()
    }
    try session.enter()
    defer { session.leave() }
    let output = self.output
    let loop = RenderLoop(
      size: currentSize(), options: FrameOptions(noColor: configuration.noColor),
      frameInterval: configuration.frameInterval, sleeper: configuration.sleeper,
      write: { bytes in
        do { try output.write(bytes) } catch {
          continuation.yield(.outputFailed)
          throw error
        }
      },
      draw: { [root] buffer in root.draw(into: &buffer) }
    )
    loop.start()
    defer { loop.stop() }
    for await event in events {
      switch event {
      case .outputFailed:
        let error = loop.writeError as? TerminalError ?? TerminalError("write", code: 0)
        return .outputFailed(error)
      case .terminal(let batch):
        // One turn for a read's events: a burst of keys is handled without a hop per key.
        for event in batch {
          if let exit = try await handle(event, loop: loop) { return exit }
        }
      }
    }
    return .cancelled  // the stream ends early only when the task is cancelled
  }

  /// Acts on one event; the exit it causes, if any.
  private func handle(_ event: TerminalEvent, loop: RenderLoop) async throws -> FullScreenExit? {
    switch event {
    case .inputClosed:
      return .inputClosed
    case .signal(let signal):
      switch signal {
      case .interrupt, .terminate, .hangUp: return .signal(signal)
      case .suspend: await suspend(loop)
      case .resume: try await resume(loop)
      case .resize: loop.resize(to: currentSize())
      }
    case .input(.synchronizedOutputSupport(let supported)):
      loop.options.synchronizedOutput = supported
    case .input(.cursorPosition):
      break
    case .input(.key(.character("c"), modifiers: .control)):
      return .signal(.interrupt)
    case .input(.key(.character("z"), modifiers: .control)):
      await suspend(loop)
    case .input(let input):
      switch try root.handle(input) {
      case .keepRunning: break
      case .quit: return .quit
      case .suspend: await suspend(loop)
      case .redraw: loop.redrawFully()
      }
    }
    return nil
  }

  /// Lets the root pause what it must, gives the terminal back and stops the process; SIGCONT
  /// brings ``resume(_:)``.
  private func suspend(_ loop: RenderLoop) async {
    guard !isSuspended else { return }
    isSuspended = true
    await root.willSuspend()
    loop.pause()
    session.leave()
    configuration.stopProcess()
  }

  /// Sets the terminal up again (as the shell left it) and redraws it all. A SIGCONT without a
  /// suspend of ours (someone else stopped the process) does the same: the shell may have reset
  /// the terminal meanwhile.
  private func resume(_ loop: RenderLoop) async throws {
    isSuspended = false
    session.leave()
    try session.enter()
    await root.didResume()
    loop.resize(to: currentSize())
    loop.resume()
  }

  private func currentSize() -> TerminalSize {
    TerminalSize.of(configuration.output) ?? .fallback
  }
}
