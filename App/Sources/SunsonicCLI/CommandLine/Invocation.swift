import Foundation

/// Everything a command runs with besides its dependencies: its parsed arguments, the
/// environment, and the console.
struct Invocation: Sendable {
  /// The command's name as typed, e.g. `sunsonic sun`.
  var command: String
  /// The parsed arguments.
  var arguments: ParsedArguments
  /// The process environment.
  var environment: [String: String]
  /// Where output goes.
  var console: Console
  /// The command's first usage form without `sunsonic` (`artist ID|NAME [--info] [--json]`),
  /// for the errors that quote it; empty where none was given.
  var usage = ""

  /// The per-request time budget from `--timeout` (default 30 s).
  func timeout() throws(CommandFailure) -> Duration {
    guard let text = arguments.value(GlobalOptions.timeout.name) else { return .seconds(30) }
    // Below 0.1 s no exchange can finish, and the message would say "0 s".
    guard let seconds = Double(text), seconds.isFinite, (0.1...3600).contains(seconds) else {
      throw .usage("--timeout \(Shown.text(text)): give seconds, from 0.1 to 3600")
    }
    return .milliseconds(Int64((seconds * 1000).rounded()))
  }

  /// Whether `--preview` asks for preview clients instead of live ones.
  var isPreview: Bool { arguments.has(GlobalOptions.preview.name) }
}
