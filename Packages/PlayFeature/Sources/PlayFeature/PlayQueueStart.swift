import SubsonicClient

/// A queue built from a ``PlaySelection`` (``PlayQueueBuilder/queueAndPosition(for:)``): its
/// songs, the one to begin with and how far into it.
public struct PlayQueueStart: Sendable, Equatable {
  /// The songs, in order.
  public var songs: [Song]
  /// The place in ``songs`` of the song to begin with.
  public var start: Int
  /// How far into that song to begin; zero for its start.
  public var position: Duration

  /// A queue from `start`, `position` into that song.
  public init(songs: [Song], start: Int = 0, position: Duration = .zero) {
    self.songs = songs
    self.start = start
    self.position = position
  }

  /// The longest position a server may give (a day): more is not a place in a song.
  public static let longestPosition = Duration.seconds(86_400)

  /// A position a server gave in milliseconds (hostile): zero when missing, negative or longer
  /// than ``longestPosition``.
  static func position(milliseconds: Int?) -> Duration {
    guard let milliseconds, milliseconds > 0 else { return .zero }
    let position = Duration.milliseconds(milliseconds)
    return position <= longestPosition ? position : .zero
  }
}
