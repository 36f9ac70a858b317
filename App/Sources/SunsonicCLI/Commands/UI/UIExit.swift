import TerminalSession

/// How the end of a full-screen run becomes the command's outcome, as every command ends.
enum UIExit {
  /// Returns for `q`; throws what the other ways out mean: the interrupt (Ctrl-C, a signal, the
  /// task cancelled) as a cancellation (130, or 128 + the signal, as `main` exits), no terminal
  /// as bad usage (64) naming the commands to use instead, a terminal that cannot be written to
  /// or went away as an output failure (74).
  static func check(_ exit: FullScreenExit) throws {
    switch exit {
    case .quit:
      return
    case .signal(let signal):
      ReceivedSignal.record(signal.number)  // the terminal's handler took it, not main's
      throw CancellationError()
    case .cancelled:
      throw CancellationError()
    case .inputClosed:
      throw CommandFailure("the terminal went away", exitCode: .ioError)
    case .outputFailed(let error):
      throw CommandFailure("cannot write to the terminal: \(error)", exitCode: .ioError)
    case .unavailable(let reason):
      throw CommandFailure.usage(
        "ui needs a terminal (\(reason)); use the commands instead, such as `sunsonic artists`")
    }
  }
}
