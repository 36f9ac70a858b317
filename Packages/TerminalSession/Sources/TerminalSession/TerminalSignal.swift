#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A signal a full-screen session answers.
public enum TerminalSignal: Hashable, Sendable, CaseIterable {
  /// SIGINT: in raw mode Ctrl-C comes as a key, but `kill -INT` still comes as this.
  case interrupt
  /// SIGTERM.
  case terminate
  /// SIGHUP: the terminal went away.
  case hangUp
  /// SIGTSTP: a stop asked for (Ctrl-Z comes as a key in raw mode).
  case suspend
  /// SIGCONT: continued after a stop (`fg`, `bg`).
  case resume
  /// SIGWINCH: the window changed size.
  case resize

  /// The signal's number.
  public var number: Int32 {
    switch self {
    case .interrupt: SIGINT
    case .terminate: SIGTERM
    case .hangUp: SIGHUP
    case .suspend: SIGTSTP
    case .resume: SIGCONT
    case .resize: SIGWINCH
    }
  }

  /// The signal numbered `number`, if it is one of these.
  init?(number: Int32) {
    guard let signal = Self.allCases.first(where: { $0.number == number }) else { return nil }
    self = signal
  }
}
