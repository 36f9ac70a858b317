/// Why a player could not play, in terms a person can act on.
public enum PlayerError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No player program was found: the programs looked for.
  case notFound(lookedFor: [String])
  /// The player command given (`--player`, the configuration's `player`) cannot be used: why.
  case invalidCommand(String)
  /// The player program could not be started: its name, and why.
  case cannotStart(program: String, reason: String)
  /// The player program ended with an error: its name, and how (`exit status 2`, `signal 9`).
  case playerFailed(program: String, status: String)
  /// The player program could not play the song and said why: its name, and its reason in its
  /// own words (escaped: control characters cannot act on a terminal).
  case cannotPlay(program: String, reason: String)
  /// The audio could not be kept for the player: why.
  case cannotFeed(String)
  /// The playback had already ended.
  case ended
  /// Playing was cancelled.
  case cancelled
  /// This player cannot do that (a player fed through a pipe cannot seek): what was asked.
  case notSupported(String)

  /// A one-line message that names the cause.
  public var description: String {
    switch self {
    case .notFound(let programs):
      let names = programs.isEmpty ? "a player" : programs.joined(separator: " or ")
      return "no audio player found (looked for \(names) on PATH):"
        + " install mpv, or name a player with --player COMMAND or the configuration's player"
    case .invalidCommand(let reason):
      return "the player command (--player, or the configuration's player) is unusable: \(reason)"
    case .cannotStart(let program, let reason):
      return "the player \(program) could not be started: \(reason)"
    case .playerFailed(let program, let status):
      return "the player \(program) failed (\(status))"
    case .cannotPlay(let program, let reason):
      return "the player \(program) failed: \(reason)"
    case .cannotFeed(let reason):
      return "the audio could not be handed to the player: \(reason)"
    case .ended:
      return "the playback had already ended"
    case .cancelled:
      return "playing was cancelled"
    case .notSupported(let what):
      return "the player cannot \(what)"
    }
  }
}
