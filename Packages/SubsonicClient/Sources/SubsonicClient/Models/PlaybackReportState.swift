/// The state of a song's playback that `reportPlayback` reports, named as the API.
public enum PlaybackReportState: String, Sendable, Equatable, CaseIterable {
  /// Playback is about to start: the song was chosen and is loading.
  case starting
  /// The song is playing.
  case playing
  /// The song is paused.
  case paused
  /// Playback of the song ended, by reaching its end or by the user.
  case stopped
}
