import DependencyRegistry
import LookupFeature
import MediaFeature
import PlayFeature
import PlayerClient
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
    case let error as SaveError:
      return failure(for: error)
    case .client(let error) as DownloadFailure:
      return failure(for: error)
    case .file(let error) as DownloadFailure:
      return failure(for: error)
    case .notFound(let lookup) as LookupFailure:
      return CommandFailure(
        "no \(lookup.kind.rawValue) named \(Shown.text(lookup.text)) or with that id",
        exitCode: .notFound)
    case .ambiguous(let lookup, let candidates) as LookupFailure:
      // Items may share a whole name (a second playlist made with it): then only an id tells.
      let shared = candidates.dropFirst().allSatisfy { $0.name == candidates.first?.name }
      return .usage(
        "\(Shown.text(lookup.text)) names \(candidates.count) \(lookup.kind.rawValue)s (above):"
          + (shared
            ? " they share that name, so give one's id" : " give one's id or its whole name"))
    case .client(let error) as LookupFailure:
      return failure(for: error)
    case let play as PlayFailure:
      return failure(for: play)
    case let station as StationPlayFailure:
      return failure(for: station)
    case let error as PlayerError:
      return failure(for: PlayFailure.player(error))
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

  /// The exit code of a Subsonic failure: the server's "not found" (error 70, or a bare 404 for
  /// one item of an endpoint it has) 66; refused credentials or rights (and a password the
  /// client would not send over plain http) 77; an argument refused before sending 64; a
  /// cancellation 130; a downloaded file that could not be written 73; everything else
  /// (unreachable, timed out, the server's other API errors, unexpected answers, unsupported
  /// endpoints) 69.
  static func exitCode(for error: SubsonicError) -> ExitCode {
    if error.isAuthenticationFailure { return .permission }
    switch error {
    case .api(let apiError) where apiError.code == .notFound:
      return .notFound
    case .itemNotFound:
      return .notFound
    case .insecurePasswordAuthentication:
      return .permission
    case .invalidArgument:
      return .usage
    case .cancelled:
      return .interrupted
    case .fileSystem:
      return .cannotCreate
    case .api, .httpStatus, .unexpectedResponse, .notSupported, .unreachable, .timedOut:
      return .unavailable
    }
  }

  /// Why playing stopped: the server's failures as everywhere; no player, or one that cannot run
  /// or failed, 69 (EX_UNAVAILABLE); a player command that cannot be split, 64; nothing to play
  /// or resume (no saved queue, no bookmark), 66.
  static func failure(for failure: PlayFailure) -> CommandFailure {
    switch failure {
    case .server(let error):
      return CommandFailure(error.description, exitCode: exitCode(for: error))
    case .player(.invalidCommand):
      return .usage(failure.description)
    case .player(.cancelled):
      return CommandFailure("interrupted", exitCode: .interrupted)
    case .player:
      return CommandFailure(failure.description, exitCode: .unavailable)
    case .emptyQueue, .nothingSaved, .noBookmark:
      return CommandFailure(failure.description, exitCode: .notFound)
    case .songsSkipped(_, let last):
      return CommandFailure(failure.description, exitCode: Self.failure(for: last).exitCode)
    }
  }

  /// A file that could not be saved where `-o` said: the option's text (escaped) and what was
  /// wrong; 64 for the user's text, 73 for a file that could not be created or replaced.
  static func failure(for error: SaveError) -> CommandFailure {
    switch error {
    case .unusableName(let output):
      return .usage("-o \(Shown.text(output)): not a usable file name")
    case .tooLong(let output):
      return .usage(
        "-o \(Shown.text(output)): longer than the file system allows"
          + " (\(SaveTarget.maximumNameBytes) bytes a name, \(SaveTarget.maximumPathBytes) a path)")
    case .missingFolder(let output, let folder):
      return .usage("-o \(Shown.text(output)): the folder \(folder) does not exist")
    case .alreadyExists(let shown):
      return CommandFailure(
        "\(Shown.text(shown)): already exists; give --force to replace it",
        exitCode: .cannotCreate)
    case .notRegularFile(let shown):
      return CommandFailure(
        "\(Shown.text(shown)): not a regular file; --force replaces regular files only",
        exitCode: .cannotCreate)
    case .cannotWriteOutput(let shown, let reason):
      return CommandFailure("cannot write to \(shown): \(reason)", exitCode: .ioError)
    case .cannotWrite(let shown, let reason):
      return CommandFailure("cannot write \(Shown.text(shown)): \(reason)", exitCode: .cannotCreate)
    }
  }
}
