import DependencyRegistry
import Observation
import TerminalScreen

/// Draws a full-screen view whenever what it read changes, and writes only the difference.
///
/// Each frame calls `draw` on a fresh `ScreenBuffer` under `withObservationTracking`: a change
/// to any observable state it read invalidates the frame, never a poll. Frames are throttled:
/// the first change after a quiet spell is drawn on the main actor's next turn (changes made in
/// one turn make one frame), then the loop cools down for `frameInterval` (16 ms) on the
/// `Sleeper`, and every change during the cool-down makes one frame at its end. So at most one
/// frame per interval, and a lone key press is drawn at once.
///
/// A frame is written as `ScreenDiff` against the one before (nothing when nothing changed,
/// not even an empty write), in one call of `write`; a full redraw after ``resize(to:)`` and
/// ``resume()``, when what the terminal shows is unknown. A failed write stops the loop and is
/// kept in ``writeError``.
@MainActor @Observable
public final class RenderLoop {
  /// How frames are written: synchronized output (once the terminal said it supports it) and
  /// `NO_COLOR`. A change applies from the next frame.
  public var options: FrameOptions
  /// The size frames are drawn at.
  public private(set) var size: TerminalSize
  /// How many frames were drawn (a frame that changed nothing included).
  public private(set) var framesDrawn = 0
  /// How many frames wrote bytes.
  public private(set) var framesWritten = 0
  /// How many bytes the frames wrote.
  public private(set) var bytesWritten = 0
  /// Whether the loop waits out the interval after a frame.
  public private(set) var isCoolingDown = false
  /// The error that stopped the loop, if a write failed.
  public private(set) var writeError: (any Error)?

  @ObservationIgnored private let frameInterval: Duration
  @ObservationIgnored private let sleeper: Sleeper
  @ObservationIgnored private let write: @MainActor ([UInt8]) throws -> Void
  @ObservationIgnored private let draw: @MainActor (inout ScreenBuffer) -> Void
  @ObservationIgnored private var previous: ScreenBuffer?
  @ObservationIgnored private var isDirty = false
  @ObservationIgnored private var isRunning = false
  @ObservationIgnored private var isPaused = false
  /// Counts frames: a change reported for a frame that is no longer the latest is ignored.
  @ObservationIgnored private var generation = 0
  @ObservationIgnored private var cooldown: Task<Void, Never>?
  @ObservationIgnored private var pendingTurn: Task<Void, Never>?

  /// A loop that draws with `draw` at `size` and writes each frame's bytes with `write`, at
  /// most one frame per `frameInterval` waited on `sleeper`. Nothing is drawn before
  /// ``start()``.
  public init(
    size: TerminalSize, options: FrameOptions = FrameOptions(),
    frameInterval: Duration = .milliseconds(16), sleeper: Sleeper,
    write: @escaping @MainActor ([UInt8]) throws -> Void,
    draw: @escaping @MainActor (inout ScreenBuffer) -> Void
  ) {
    self.size = size
    self.options = options
    self.frameInterval = frameInterval
    self.sleeper = sleeper
    self.write = write
    self.draw = draw
  }

  /// Draws and writes the first frame (a full redraw) now.
  public func start() {
    guard !isRunning, writeError == nil else { return }
    isRunning = true
    previous = nil
    render()
  }

  /// Stops drawing: no frame is written after this. ``start()`` begins again with a full redraw.
  public func stop() {
    isRunning = false
    isDirty = false
    generation += 1
    cooldown?.cancel()
    cooldown = nil
    pendingTurn?.cancel()
    pendingTurn = nil
    isCoolingDown = false
  }

  /// Stops writing frames while the terminal is given back (a suspend); changes are noted.
  public func pause() {
    isPaused = true
  }

  /// Writes frames again, starting with a full redraw (the screen was someone else's).
  public func resume() {
    isPaused = false
    redrawFully()
  }

  /// Draws the next frame at `size`, fully: the terminal reflowed what it showed.
  public func resize(to size: TerminalSize) {
    self.size = size
    redrawFully()
  }

  /// Draws the next frame fully, whatever the terminal is thought to show (as Ctrl-L asks).
  public func redrawFully() {
    previous = nil
    invalidate(generation)
  }

  /// A change to what frame `generation` read, or a redraw asked for.
  private func invalidate(_ generation: Int) {
    guard generation == self.generation, isRunning else { return }
    isDirty = true
    guard !isCoolingDown, !isPaused, pendingTurn == nil else { return }
    pendingTurn = Task { [weak self] in
      guard let self, !Task.isCancelled else { return }
      pendingTurn = nil
      if isDirty, !isCoolingDown, !isPaused, isRunning { render() }
    }
  }

  /// Draws a frame, writes its difference and starts the cool-down.
  private func render() {
    isDirty = false
    generation += 1
    let frame = generation
    var buffer = ScreenBuffer(width: max(size.width, 0), height: max(size.height, 0))
    withObservationTracking {
      draw(&buffer)
    } onChange: { [weak self] in
      Task { @MainActor in self?.invalidate(frame) }
    }
    framesDrawn += 1
    let bytes = ScreenDiff.bytes(from: previous, to: buffer, options: options)
    previous = buffer
    if !bytes.isEmpty {
      do {
        try write(bytes)
      } catch {
        writeError = error
        stop()
        return
      }
      framesWritten += 1
      bytesWritten += bytes.count
    }
    coolDown()
  }

  /// Waits `frameInterval`, then draws once if something changed meanwhile.
  private func coolDown() {
    isCoolingDown = true
    let frame = generation
    cooldown = Task { [weak self, sleeper, frameInterval] in
      do { try await sleeper.sleep(frameInterval) } catch { return }
      guard let self, frame == generation else { return }
      cooldown = nil
      isCoolingDown = false
      if isDirty, !isPaused, isRunning { render() }
    }
  }
}
