/// A song someone is playing now (`getNowPlaying`).
public struct NowPlayingEntry: Sendable, Hashable {
  /// The song.
  public var song: Song
  /// Who is playing it.
  public var username: String
  /// How long ago playback started, in minutes (a fraction on some servers).
  public var minutesAgo: Double
  /// The player's name, when the client gave one.
  public var playerName: String?

  /// Creates an entry.
  public init(song: Song, username: String, minutesAgo: Double, playerName: String? = nil) {
    self.song = song
    self.username = username
    self.minutesAgo = minutesAgo
    self.playerName = playerName
  }
}
