import DependencyRegistry
import SuntimesClient

/// Turns the errors clients throw into a command's one-line message and exit code.
enum ErrorTranslation {
  static func failure(for error: any Error) -> CommandFailure {
    switch error {
    case let failure as CommandFailure:
      return failure
    case let error as SuntimesError:
      return CommandFailure(
        error.description, exitCode: error == .cancelled ? .interrupted : .unavailable)
    case is CancellationError:
      return CommandFailure("interrupted", exitCode: .interrupted)
    case let error as UnimplementedEndpoint:
      return CommandFailure("internal error: \(error)", exitCode: .internalError)
    default:
      return CommandFailure("internal error: \(type(of: error))", exitCode: .internalError)
    }
  }
}
