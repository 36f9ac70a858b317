import PlayerClient
import PlayerClientLive

/// Which player `play` runs, and with what environment: `--player COMMAND`, else the
/// configuration file's `player`, else the first of mpv and ffplay on `PATH`
/// (``PlayerCommand``).
enum PlayerSettings {
  static let option = OptionSpec(
    name: "--player", valueName: "COMMAND",
    help: "the player to run, reading audio from standard input (default: the configuration's"
      + " player, else mpv or ffplay)")

  /// The live player for `invocation`.
  static func client(_ invocation: Invocation) throws(CommandFailure) -> PlayerClient {
    var command = invocation.arguments.value(option.name)
    if command == nil {
      command = try SubsonicConfigurationFile.load(environment: invocation.environment)?["player"]
    }
    return .live(command: command, environment: environment(for: invocation.environment))
  }

  /// The player's environment: sunsonic's, without the Subsonic settings (a password, an API
  /// key), which the player has no use for.
  static func environment(for environment: [String: String]) -> [String: String] {
    environment.filter { !$0.key.hasPrefix("SUBSONIC_") }
  }
}
