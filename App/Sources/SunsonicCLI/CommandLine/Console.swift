import Foundation

/// Where a command reads and writes: the process's streams in the app, buffers in tests.
public struct Console: Sendable {
  /// Writes to standard output.
  public var out: @Sendable (String) -> Void
  /// Writes to standard error.
  public var err: @Sendable (String) -> Void
  /// Reads all of standard input (for `--password-stdin`).
  public var readInput: @Sendable () -> String?
  /// Whether standard error is a terminal (progress bars are drawn only then).
  public var errorIsTerminal: Bool

  /// Creates a console.
  public init(
    out: @escaping @Sendable (String) -> Void,
    err: @escaping @Sendable (String) -> Void,
    readInput: @escaping @Sendable () -> String? = { nil },
    errorIsTerminal: Bool = false
  ) {
    self.out = out
    self.err = err
    self.readInput = readInput
    self.errorIsTerminal = errorIsTerminal
  }

  /// The process's own standard streams.
  public static var standard: Console {
    Console(
      out: { FileHandle.standardOutput.write(Data($0.utf8)) },
      err: { FileHandle.standardError.write(Data($0.utf8)) },
      readInput: {
        String(data: FileHandle.standardInput.readDataToEndOfFile(), encoding: .utf8)
      },
      errorIsTerminal: isatty(2) == 1
    )
  }
}
