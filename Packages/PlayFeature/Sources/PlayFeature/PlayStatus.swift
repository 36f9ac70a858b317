import SubsonicClient

/// What is playing, for a status line.
public struct PlayStatus: Sendable, Equatable {
  /// The song.
  public var song: Song
  /// Its place in the queue, from 0.
  public var index: Int
  /// How many songs the queue holds.
  public var count: Int
  /// How long it has played, pauses left out.
  public var position: Duration
  /// Whether the audio has reached the player yet.
  public var hasStarted: Bool
  /// Whether it is paused.
  public var isPaused: Bool

  /// ``position`` in whole milliseconds.
  public var positionMilliseconds: Int { milliseconds(position) }

  /// Creates a status.
  public init(
    song: Song, index: Int, count: Int, position: Duration = .zero, hasStarted: Bool = false,
    isPaused: Bool = false
  ) {
    self.song = song
    self.index = index
    self.count = count
    self.position = position
    self.hasStarted = hasStarted
    self.isPaused = isPaused
  }
}
