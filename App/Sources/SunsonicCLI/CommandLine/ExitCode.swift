/// The exit codes of `sunsonic`, from BSD's `sysexits.h`; `--help` and the README list them.
public enum ExitCode: Int32, Sendable, CaseIterable {
  /// The command did what was asked.
  case success = 0
  /// Bad usage or bad input: an unknown command or flag, a value out of range.
  case usage = 64
  /// Input that is there but unusable: an empty or malformed new password on standard input
  /// (`password`); EX_DATAERR.
  case dataError = 65
  /// What was asked for does not exist on the server (its error 70: no such artist, album, song,
  /// playlist); EX_NOINPUT.
  case notFound = 66
  /// A service is unreachable, timed out or answered with an error; no player to play with.
  case unavailable = 69
  /// A bug in `sunsonic`.
  case internalError = 70
  /// A local file could not be created or written: already there without `--force`, not a
  /// regular file, no permission, a read-only or full file system.
  case cannotCreate = 73
  /// Standard output could not be written (closed, full, a broken pipe).
  case ioError = 74
  /// Authentication failed or permission was denied.
  case permission = 77
  /// The configuration is missing or unusable: no server or user, a configuration file others
  /// can read or with a bad line, an address from the environment or the file that is not one.
  case configuration = 78
  /// Interrupted with Ctrl-C (SIGINT); SIGTERM and SIGHUP end the same way with 143 and 129
  /// (128 + the signal's number).
  case interrupted = 130

  /// The line `--help` shows for the code.
  var helpLine: String {
    switch self {
    case .success: return "0    success"
    case .usage: return "64   bad usage or bad input (the message names the flag and value)"
    case .dataError: return "65   unusable input data (an empty new password on standard input)"
    case .notFound: return "66   not found: the server has no such artist, album, song, playlist"
    case .unavailable:
      return "69   service unreachable, timed out, or answering an error; no audio player"
    case .internalError: return "70   internal error"
    case .cannotCreate:
      return "73   a file could not be written (exists without --force, no permission)"
    case .ioError: return "74   standard output could not be written"
    case .permission: return "77   authentication failed or permission denied"
    case .configuration: return "78   configuration missing or unusable (server, user, config file)"
    case .interrupted: return "130  interrupted (Ctrl-C); 143 and 129 for SIGTERM and SIGHUP"
    }
  }
}
