/// Where ``Playback/seek`` goes in the song playing.
public enum SeekTarget: Sendable, Equatable {
  /// This far from where it plays: forward when positive, back when negative.
  case relative(Duration)
  /// This far from the song's start.
  case absolute(Duration)
}
