import Locking

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal a full-screen program takes over, and gives back exactly as it found it.
///
/// ``enter()`` saves the settings (termios) of the terminal on the input descriptor, sets raw
/// mode made from a copy of them, then writes the modes of ``TerminalModes`` (the query for
/// synchronized output only the first time). ``leave()`` writes their reset, then sets the
/// saved settings back with `tcsetattr(TCSAFLUSH)`. Leaving is idempotent and safe from any
/// thread: call it on every way out. Entering again after leaving (a resume after Ctrl-Z) saves
/// the settings afresh, as the shell left them.
public final class TerminalSession: Sendable {
  /// The descriptor read from, whose settings are changed.
  public let input: Int32
  /// The descriptor the modes are written to.
  public let output: Int32
  /// Whether mouse reporting is turned on.
  public let mouse: Bool

  private struct State {
    var saved: termios?
    var hasQueried = false
  }

  private let state = Locked(State())

  /// A session on `input` and `output` (standard input and output by default), with mouse
  /// reporting when `mouse`. Nothing changes before ``enter()``.
  public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, mouse: Bool = false) {
    self.input = input
    self.output = output
    self.mouse = mouse
  }

  /// Whether the terminal is in full-screen mode (entered and not left).
  public var isEntered: Bool { state.withLock { $0.saved != nil } }

  /// Saves the terminal's settings, sets raw mode and writes the full-screen modes. Does nothing
  /// when already entered; on a failure, the terminal is as it was.
  public func enter() throws(TerminalError) {
    let (input, output, mouse) = (self.input, self.output, self.mouse)
    try state.withLock { (state) throws(TerminalError) in
      guard state.saved == nil else { return }
      let saved = try TerminalAttributes.read(input)
      try TerminalAttributes.apply(TerminalAttributes.raw(from: saved), to: input)
      do throws(TerminalError) {
        try FileDescriptorOutput(output).write(
          TerminalModes.enter(mouse: mouse, querySynchronizedOutput: !state.hasQueried))
      } catch {
        try? FileDescriptorOutput(output).write(TerminalModes.leave(mouse: mouse))
        try? TerminalAttributes.apply(saved, to: input)
        throw error
      }
      state.hasQueried = true
      state.saved = saved
    }
  }

  /// Writes the reset of every mode, in reverse, and sets the saved settings back. Does nothing
  /// when not entered; a failure to write or set (a terminal gone) is ignored: there is nothing
  /// left to restore it with.
  public func leave() {
    let (input, output, mouse) = (self.input, self.output, self.mouse)
    state.withLock { state in
      guard let saved = state.saved else { return }
      state.saved = nil
      try? FileDescriptorOutput(output).write(TerminalModes.leave(mouse: mouse))
      try? TerminalAttributes.apply(saved, to: input)
    }
  }
}
