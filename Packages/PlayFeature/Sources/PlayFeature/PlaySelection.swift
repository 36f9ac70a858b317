import SubsonicClient

/// What to play, as the user named it (names already resolved to ids).
public enum PlaySelection: Sendable, Equatable {
  /// These songs, in this order.
  case songs([SongID])
  /// Songs already loaded (a list on the screen), in this order, from the one at `start`:
  /// nothing is asked of the server to build the queue.
  case loaded([Song], start: Int)
  /// An album's songs, in disc and track order.
  case album(AlbumID)
  /// A playlist's entries.
  case playlist(PlaylistID)
  /// Every song of every album of the artist, album by album.
  case artistAll(ArtistID)
  /// This many random songs.
  case random(count: Int)
  /// The queue saved on the server, from its current song at the position saved with it.
  case savedQueue
  /// The song, from the position of its bookmark on the server (`getBookmarks`).
  case bookmark(SongID)
  /// A radio: songs like the song (it first), the album or the artist (``PlayRadio``).
  case radio(SimilarSongsSeed)
}

/// How to play a selection.
public struct PlayOptions: Sendable, Equatable {
  /// Whether to play the queue in a random order.
  public var shuffle: Bool
  /// The format and bit rate to ask the server for (``StreamOptions``).
  public var stream: StreamOptions

  /// Creates options.
  public init(shuffle: Bool = false, stream: StreamOptions = StreamOptions()) {
    self.shuffle = shuffle
    self.stream = stream
  }
}
