import DependencyRegistry
import Locking

extension PlayerClient {
  /// Plays nothing, in time, on the registry's `Sleeper` (read when a song
  /// starts): see ``preview(sleeper:)``. In a preview the sleeper waits for real, so a song plays
  /// for its duration; a test gives the registry a sleeper it steps by hand. Each read of it is
  /// a player of its own.
  public static var preview: PlayerClient {
    previewPlayer { DependencyValues.current.sleeper }
  }

  /// Plays nothing, in time, on `sleeper`: once all of a song's audio is handed over it reports
  /// ``PlaybackEvent/started``, then its position after each second slept (after each 3,600th
  /// of a song over an hour), and ``PlaybackEnd/finished`` at its duration (at once when it has
  /// none). A song started while another plays is played after it, as a player plays one
  /// song at a time. ``Playback/pause`` stops the clock and ``Playback/resume`` starts it
  /// again; ``Playback/stop`` ends it ``PlaybackEnd/stopped`` where it was. With
  /// `Sleeper.immediate` a song plays through at once.
  public static func preview(sleeper: Sleeper) -> PlayerClient {
    previewPlayer { sleeper }
  }

  /// A preview player whose songs play one after the other, each on `sleeper()` read when it
  /// starts.
  private static func previewPlayer(sleeper: @escaping @Sendable () -> Sleeper) -> PlayerClient {
    let last = Locked<PreviewPlayback?>(nil)
    return PlayerClient(
      prepare: {},
      start: { audio in
        let sleeper = sleeper()
        return last.withLock { last in
          let playback = PreviewPlayback(duration: audio.duration, sleeper: sleeper, after: last)
          last = playback
          return playback
        }.playback
      })
  }

  /// A client that cannot start a player, as on a machine without one, to preview that error.
  public static let previewWithoutPlayer = PlayerClient.failing(
    .notFound(lookedFor: ["mpv", "ffplay"]))
}
