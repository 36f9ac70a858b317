#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a full-screen run ended, the terminal restored in every case.
public enum FullScreenExit: Hashable, Sendable {
  /// The root asked to quit.
  case quit
  /// A signal ended it: SIGINT (also Ctrl-C, a key in raw mode), SIGTERM or SIGHUP.
  case signal(TerminalSignal)
  /// The task running it was cancelled.
  case cancelled
  /// The terminal's input ended: it went away.
  case inputClosed
  /// A frame could not be written.
  case outputFailed(TerminalError)
  /// Nothing was run: there is no terminal to run in. Print the reason, one line, and exit 64.
  case unavailable(FullScreenUnavailable)

  /// The conventional exit status: 0 for quit, 128 + the signal's number (130 for Ctrl-C and a
  /// cancellation, 143 SIGTERM, 129 SIGHUP and a closed input), 74 for output that cannot be
  /// written, 64 (usage) when unavailable.
  public var status: Int32 {
    switch self {
    case .quit: 0
    case .signal(let signal): 128 + signal.number
    case .cancelled: 128 + SIGINT
    case .inputClosed: 128 + SIGHUP
    case .outputFailed: 74
    case .unavailable: 64
    }
  }
}

/// Why a full-screen run cannot start.
public enum FullScreenUnavailable: Error, Hashable, Sendable, CustomStringConvertible {
  /// Standard input (the keys) is not a terminal.
  case inputNotATerminal
  /// Standard output (the screen) is not a terminal.
  case outputNotATerminal
  /// `TERM` is unset or empty.
  case noTerminalType
  /// `TERM` is `dumb`: no cursor movement.
  case dumbTerminal

  /// The reason in a few words, for the caller's one line.
  public var description: String {
    switch self {
    case .inputNotATerminal: "standard input is not a terminal"
    case .outputNotATerminal: "standard output is not a terminal"
    case .noTerminalType: "TERM is not set"
    case .dumbTerminal: "the terminal is dumb (TERM=dumb)"
    }
  }
}
