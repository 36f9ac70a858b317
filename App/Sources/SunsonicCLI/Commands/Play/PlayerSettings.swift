import PlayerClient
import PlayerClientLive

/// Which player `play` runs, and with what environment: `--player COMMAND`, else the
/// configuration file's `player`, else the first of mpv and ffplay on `PATH`
/// (``PlayerCommand``).
enum PlayerSettings {
  static let option = OptionSpec(
    name: "--player", valueName: "COMMAND",
    help: "the player to run (default: the configuration's player, else mpv or ffplay); mpv"
      + " keeps the options given (one mpv for the queue: gapless, seek, volume); ffplay keeps"
      + " them too and still reads standard input to each song's end; any other command runs as"
      + " given, must read standard input, and plays without gapless or seeking")

  /// The live player for `invocation`.
  static func client(_ invocation: Invocation) throws(CommandFailure) -> PlayerClient {
    .live(command: try command(invocation), environment: environment(for: invocation.environment))
  }

  /// The player command `--player` or the configuration file gives, checked: a bad one is bad
  /// usage (64) from the flag, a bad configuration (78) from the file; `nil` when neither does.
  static func command(_ invocation: Invocation) throws(CommandFailure) -> String? {
    let flag = invocation.arguments.value(option.name)
    var text = flag
    if text == nil {
      text = try SubsonicConfigurationFile.load(environment: invocation.environment)?["player"]
    }
    guard let text else { return nil }
    do {
      _ = try PlayerCommand.words(text)
    } catch .invalidCommand(let reason) {
      if flag != nil { throw .usage("--player \(Shown.text(text)): \(reason)") }
      throw .configuration("the configuration's player \(Shown.text(text)): \(reason)")
    } catch {
      throw .usage(error.description)
    }
    return text
  }

  /// The player's environment: sunsonic's, without the Subsonic settings (a password, an API
  /// key), which the player has no use for.
  static func environment(for environment: [String: String]) -> [String: String] {
    environment.filter { !$0.key.hasPrefix("SUBSONIC_") }
  }
}
