import PlayerClient

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The player program to run and its arguments: the user's command (`--player`, the
/// configuration's `player`), or the first of mpv and ffplay found on `PATH`.
///
/// A known player named alone (`mpv`, `ffplay`) gets the arguments that make it play standard
/// input without a window or terminal. Named with options, it keeps them and still gets what it
/// needs: mpv its control channel (when it starts), ffplay its input and the end of it
/// (``completed(_:for:)``). Any other command runs as given and must read the audio from
/// standard input. Nothing sunsonic knows (the server, a secret) is ever added.
public struct PlayerCommand: Sendable, Equatable {
  /// The program's absolute path (or the path given, when it had a slash).
  public var executable: String
  /// The arguments after the program.
  public var arguments: [String]
  /// The program as named, for messages.
  public var name: String

  /// Whether the program is mpv, which ``PlayerClient/live(command:environment:)`` drives
  /// through its JSON IPC.
  var isMPV: Bool { executable.split(separator: "/").last == "mpv" }

  /// The players looked for when none is given, in order.
  public static let knownPlayers = ["mpv", "ffplay"]

  /// The arguments a known player gets when it is named alone.
  static func defaultArguments(for program: String) -> [String]? {
    switch program {
    case "mpv": return ["--no-terminal", "--no-video", "--idle=no", "-"]
    case "ffplay": return ["-nodisp", "-autoexit", "-loglevel", "quiet", "-i", "pipe:0"]
    default: return nil
    }
  }

  /// The user's `arguments` for `program`, with what it needs to play the audio sunsonic feeds
  /// it: ffplay given options but no input reads standard input (`-i pipe:0` last), and exits
  /// at its end (`-autoexit`, without which it waits there and the song never ends). An input
  /// the user named (`-i`, `-`, `pipe:`, `fd:`) is kept as given. Other programs: unchanged.
  static func completed(_ arguments: [String], for program: String) -> [String] {
    guard program == "ffplay" else { return arguments }
    var completed = arguments
    if !completed.contains("-autoexit") {
      completed.insert("-autoexit", at: 0)
    }
    let namesInput = completed.contains {
      $0 == "-i" || $0 == "-" || $0.hasPrefix("pipe:") || $0.hasPrefix("fd:")
    }
    if !namesInput {
      completed += ["-i", "pipe:0"]
    }
    return completed
  }

  /// The command for `text` (the user's, split into words as a shell would, quotes kept
  /// together, nothing expanded) or, when `nil`, the first known player on `searchPath`.
  public static func resolve(_ text: String?, searchPath: String?) throws(PlayerError)
    -> PlayerCommand
  {
    let directories = (searchPath ?? "").split(separator: ":").map(String.init)
      .filter { $0.hasPrefix("/") }  // a relative entry (".") would run what the folder holds
    guard let text else {
      for program in knownPlayers {
        if let path = find(program, in: directories) {
          return PlayerCommand(
            executable: path, arguments: defaultArguments(for: program) ?? [], name: program)
        }
      }
      throw .notFound(lookedFor: knownPlayers)
    }
    let words = try self.words(text)
    guard let program = words.first else { throw .invalidCommand("it is empty") }
    var arguments = Array(words.dropFirst())
    let programName = String(program.split(separator: "/").last ?? Substring(program))
    if arguments.isEmpty, let defaults = defaultArguments(for: programName) {
      arguments = defaults
    } else {
      arguments = completed(arguments, for: programName)
    }
    if program.contains("/") {
      guard isExecutableFile(program) else {
        throw .cannotStart(program: program, reason: "not an executable file")
      }
      return PlayerCommand(executable: program, arguments: arguments, name: program)
    }
    guard let path = find(program, in: directories) else { throw .notFound(lookedFor: [program]) }
    return PlayerCommand(executable: path, arguments: arguments, name: program)
  }

  /// The words of a player command, split as a shell would (nothing expanded), or why it cannot
  /// be run: unclosed quotes, control characters, nothing at all, over 4,096 bytes.
  public static func words(_ text: String) throws(PlayerError) -> [String] {
    let words = try PlayerCommandWords.split(text)
    guard !words.isEmpty else { throw .invalidCommand("it is empty") }
    return words
  }

  private static func find(_ program: String, in directories: [String]) -> String? {
    for directory in directories {
      let path = directory.hasSuffix("/") ? directory + program : directory + "/" + program
      if isExecutableFile(path) { return path }
    }
    return nil
  }

  private static func isExecutableFile(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
      && access(path, X_OK) == 0
  }
}
