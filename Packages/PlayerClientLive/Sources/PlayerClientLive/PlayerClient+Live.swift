import Locking
import PlayerClient

extension PlayerClient {
  /// Plays through a player program: `command` (the user's, split as a shell would, or `nil`
  /// for the first of mpv and ffplay on the environment's `PATH`), run with `environment` (give
  /// it no secret: the player sees all of it).
  ///
  /// mpv (named or found, with or without options) runs once for the whole queue: each
  /// ``PlayerClient/start`` appends a song to it through its JSON IPC, the audio handed over as
  /// a file in a private folder, so songs follow each other without gaps, and the playback can
  /// seek and set the volume. Any other program runs anew for each song, fed through a pipe,
  /// once the song before has ended (``PlayerClient/start`` is "play after what plays now").
  /// Either way nothing but the command's own words is on its command line.
  public static func live(command: String?, environment: [String: String]) -> PlayerClient {
    let mpv = Locked<MPVPlayer?>(nil)
    let pipe = Locked<PipePlayerQueue?>(nil)
    return PlayerClient(
      prepare: { _ = try PlayerCommand.resolve(command, searchPath: environment["PATH"]) },
      start: { audio in
        let resolved = try PlayerCommand.resolve(command, searchPath: environment["PATH"])
        guard resolved.isMPV else {
          let queue = pipe.withLock { queue in
            if let queue { return queue }
            let made = PipePlayerQueue(command: resolved, environment: environment)
            queue = made
            return made
          }
          return try await queue.start()
        }
        let player = mpv.withLock { player in
          if let player { return player }
          let made = MPVPlayer(command: resolved, environment: environment)
          player = made
          return made
        }
        return try await player.start(audio)
      })
  }
}
