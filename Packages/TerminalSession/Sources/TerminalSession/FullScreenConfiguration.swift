import DependencyRegistry
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How ``FullScreen`` runs: the terminal's descriptors, the environment it reads `TERM` and
/// `NO_COLOR` from, mouse reporting, and time.
public struct FullScreenConfiguration: Sendable {
  /// Turn on mouse reporting (off by default: capturing the mouse stops the user selecting
  /// text).
  public var mouse: Bool
  /// The descriptor keys are read from: standard input.
  public var input: Int32
  /// The descriptor frames are written to: standard output.
  public var output: Int32
  /// The environment: `TERM` (unset or `dumb` refuses to run) and `NO_COLOR` (set and not
  /// empty: no colours).
  public var environment: [String: String]
  /// The frames' cool-down: at most one frame per interval.
  public var frameInterval: Duration
  /// How long a lone ESC waits for a following byte before it is the Escape key.
  public var escapeDelay: Duration
  /// How time passes: the frames' cool-down and the Escape delay.
  public var sleeper: Sleeper
  /// Stops the process after the terminal was given back for a suspend: `SIGSTOP` to itself.
  /// A test replaces it (a test process must not stop).
  var stopProcess: @Sendable () -> Void = { _ = kill(getpid(), SIGSTOP) }

  /// A configuration; the sleeper is the registry's unless given.
  public init(
    mouse: Bool = false, input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    frameInterval: Duration = .milliseconds(16),
    escapeDelay: Duration = .milliseconds(40),
    sleeper: Sleeper = DependencyValues.current.sleeper
  ) {
    self.mouse = mouse
    self.input = input
    self.output = output
    self.environment = environment
    self.frameInterval = frameInterval
    self.escapeDelay = escapeDelay
    self.sleeper = sleeper
  }

  /// Why a run cannot start here, if it cannot: input and output must be terminals, and `TERM`
  /// set and not `dumb`.
  public var unavailability: FullScreenUnavailable? {
    if isatty(input) != 1 { return .inputNotATerminal }
    if isatty(output) != 1 { return .outputNotATerminal }
    guard let term = environment["TERM"], !term.isEmpty else { return .noTerminalType }
    return term == "dumb" ? .dumbTerminal : nil
  }

  /// Whether `NO_COLOR` asks for no colours: set and not empty (no-color.org).
  var noColor: Bool { !(environment["NO_COLOR"] ?? "").isEmpty }
}
