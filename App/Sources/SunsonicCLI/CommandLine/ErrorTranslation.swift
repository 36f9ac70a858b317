import DependencyRegistry
import PlaylistsFeature
import SubsonicClient
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
    case let error as SubsonicError:
      return CommandFailure(error.description, exitCode: exitCode(for: error))
    case let error as PlaylistFailure:
      return CommandFailure(
        error.description, exitCode: error.subsonicError.map(exitCode(for:)) ?? .unavailable)
    case let error as PlaylistInputError:
      return CommandFailure.usage(error.description)
    case is CancellationError:
      return CommandFailure("interrupted", exitCode: .interrupted)
    case let error as UnimplementedEndpoint:
      return CommandFailure("internal error: \(error)", exitCode: .internalError)
    default:
      return CommandFailure("internal error: \(type(of: error))", exitCode: .internalError)
    }
  }

  /// The exit code of a Subsonic failure: refused credentials or rights (and a password the
  /// client would not send over plain http) 77; an argument refused before sending 64; a
  /// cancellation 130; everything else (unreachable, timed out, the server's API errors, not
  /// found, unexpected answers, unsupported endpoints, a file that could not be written) 69.
  static func exitCode(for error: SubsonicError) -> ExitCode {
    if error.isAuthenticationFailure { return .permission }
    switch error {
    case .insecurePasswordAuthentication:
      return .permission
    case .invalidArgument:
      return .usage
    case .cancelled:
      return .interrupted
    case .api, .httpStatus, .unexpectedResponse, .notSupported, .unreachable, .timedOut,
      .fileSystem:
      return .unavailable
    }
  }
}
