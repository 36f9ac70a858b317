import DependencyRegistry

extension PlayerClient {
  /// Plays nothing, in time, on the registry's ``DependencyRegistry/Sleeper`` (read when a song
  /// starts): see ``preview(sleeper:)``. In a preview the sleeper waits for real, so a song plays
  /// for its duration; a test gives the registry a sleeper it steps by hand.
  public static let preview = PlayerClient(
    prepare: {},
    start: { audio in
      PreviewPlayback(duration: audio.duration, sleeper: DependencyValues.current.sleeper).playback
    })

  /// Plays nothing, in time, on `sleeper`: once all of a song's audio is handed over it reports
  /// ``PlaybackEvent/started``, then its position after each second slept (after each 3,600th
  /// of a song over an hour), and ``PlaybackEnd/finished`` at its duration (at once when it has
  /// none). ``Playback/pause`` stops the clock and ``Playback/resume`` starts it again;
  /// ``Playback/stop`` ends it ``PlaybackEnd/stopped`` where it was. With
  /// ``DependencyRegistry/Sleeper/immediate`` a song plays through at once.
  public static func preview(sleeper: Sleeper) -> PlayerClient {
    PlayerClient(
      prepare: {},
      start: { audio in PreviewPlayback(duration: audio.duration, sleeper: sleeper).playback })
  }

  /// A client that cannot start a player, as on a machine without one, to preview that error.
  public static let previewWithoutPlayer = PlayerClient.failing(
    .notFound(lookedFor: ["mpv", "ffplay"]))
}
