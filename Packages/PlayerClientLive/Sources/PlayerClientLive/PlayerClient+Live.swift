import PlayerClient

extension PlayerClient {
  /// Plays through a player program: `command` (the user's, split as a shell would, or `nil`
  /// for the first of mpv and ffplay on the environment's `PATH`), run with `environment` (give
  /// it no secret: the player sees all of it). Each ``PlayerClient/start`` runs the program
  /// anew and feeds it the audio through a pipe, so that nothing but the command's own words is
  /// on its command line.
  public static func live(command: String?, environment: [String: String]) -> PlayerClient {
    PlayerClient(
      prepare: { _ = try PlayerCommand.resolve(command, searchPath: environment["PATH"]) },
      start: { _ in
        let resolved = try PlayerCommand.resolve(command, searchPath: environment["PATH"])
        return try LivePlayback.start(resolved, environment: environment).playback
      })
  }
}
