import Foundation
import TerminalText

/// Where a command reads and writes: the process's streams in the app, buffers in tests.
///
/// Everything written with ``out(_:)`` and ``err(_:)`` passes ``TerminalEscape``: a control
/// character or bidi override that came from outside is shown escaped, never sent to the terminal.
/// Only the app's own drawing (the progress bar) goes through ``draw(_:)`` as it is.
public struct Console: Sendable {
  private let writeOut: @Sendable (String) -> Void
  private let writeErr: @Sendable (String) -> Void
  /// Reads all of standard input (for `--password-stdin`).
  public var readInput: @Sendable () -> String?
  /// Reads one line of standard input that is a secret (a new password), showing `prompt` and
  /// not echoing it on a terminal; `nil` when there is none (a signal came first).
  public var readSecretLine: @Sendable (_ prompt: String) -> String?
  /// Whether standard error is a terminal (progress bars are drawn only then).
  public var errorIsTerminal: Bool
  /// Whether standard output is a terminal (a file's bytes are never written there).
  public var outputIsTerminal: Bool
  /// The width of the terminal standard output is, in columns; `nil` when it is not one.
  public var terminalColumns: Int?
  /// The width of the terminal standard error is (where status lines are drawn), in columns;
  /// `nil` when it is not one.
  public var errorColumns: Int?
  /// Why writing to standard output failed (`No space left on device`), or `nil` while it works.
  public var outputFailure: @Sendable () -> String?

  /// Creates a console writing to `out` and `err` as they are.
  public init(
    out: @escaping @Sendable (String) -> Void,
    err: @escaping @Sendable (String) -> Void,
    readInput: @escaping @Sendable () -> String? = { nil },
    readSecretLine: (@Sendable (String) -> String?)? = nil,
    errorIsTerminal: Bool = false,
    outputIsTerminal: Bool = false,
    terminalColumns: Int? = nil,
    errorColumns: Int? = nil,
    outputFailure: @escaping @Sendable () -> String? = { nil }
  ) {
    self.terminalColumns = terminalColumns
    self.errorColumns = errorColumns
    self.outputIsTerminal = outputIsTerminal
    self.writeOut = out
    self.writeErr = err
    self.readInput = readInput
    self.readSecretLine =
      readSecretLine ?? { _ in
        readInput().map { input in String(input.prefix { !$0.isNewline }) }
      }
    self.errorIsTerminal = errorIsTerminal
    self.outputFailure = outputFailure
  }

  /// Writes `text` to standard output, control characters escaped (line feeds kept).
  public func out(_ text: String) { writeOut(TerminalEscape.escaped(text)) }

  /// Writes `text` to standard error, control characters escaped (line feeds kept).
  public func err(_ text: String) { writeErr(TerminalEscape.escaped(text)) }

  /// Writes the app's own terminal drawing (`\r`, erase to the end of the line) to standard
  /// error as it is: never text from outside.
  func draw(_ sequence: String) { writeErr(sequence) }

  /// The process's own standard streams. A failed write to standard output is remembered (the
  /// command then ends with 74) and nothing more is written there; one to standard error is lost.
  /// Make it first thing: a closed standard stream is held open on `/dev/null` before anything
  /// else can open a file that takes its number.
  public static var standard: Console {
    StandardStream.holdOpen(0)
    let output = StandardStream(descriptor: 1)
    let error = StandardStream(descriptor: 2)
    return Console(
      out: output.write,
      err: error.write,
      readInput: {
        String(data: FileHandle.standardInput.readDataToEndOfFile(), encoding: .utf8)
      },
      readSecretLine: { SecretLine.read(prompt: $0) },
      errorIsTerminal: isatty(2) == 1,
      outputIsTerminal: isatty(1) == 1,
      terminalColumns: terminalColumns(of: 1),
      errorColumns: terminalColumns(of: 2),
      outputFailure: output.failure
    )
  }

  /// The columns of the terminal on `descriptor`, or `nil` when it is not a terminal.
  private static func terminalColumns(of descriptor: Int32) -> Int? {
    guard isatty(descriptor) == 1 else { return nil }
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}
