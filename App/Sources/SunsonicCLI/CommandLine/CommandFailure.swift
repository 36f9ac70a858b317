/// A command's failure: the one line shown on standard error and the exit code.
public struct CommandFailure: Error, Sendable, Equatable {
  /// The message, one line, naming what was wrong; never a credential.
  public var message: String
  /// The exit code.
  public var exitCode: ExitCode

  /// Creates a failure.
  public init(_ message: String, exitCode: ExitCode) {
    self.message = message
    self.exitCode = exitCode
  }

  /// A usage error (exit 64).
  public static func usage(_ message: String) -> CommandFailure {
    CommandFailure(message, exitCode: .usage)
  }

  /// A missing or unusable configuration (exit 78).
  public static func configuration(_ message: String) -> CommandFailure {
    CommandFailure(message, exitCode: .configuration)
  }
}
