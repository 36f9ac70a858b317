/// Which songs `getRandomSongs` picks from, and how many.
public struct RandomSongsFilter: Sendable, Hashable {
  /// At most this many songs (the API's default is 10, its maximum 500).
  public var size: Int
  /// Only songs of this genre.
  public var genre: GenreName?
  /// Only songs released in or after this year.
  public var fromYear: Int?
  /// Only songs released in or before this year.
  public var toYear: Int?
  /// Only songs in this music folder.
  public var musicFolderID: MusicFolderID?

  /// Creates a filter; by default 10 songs from anywhere.
  public init(
    size: Int = 10,
    genre: GenreName? = nil,
    fromYear: Int? = nil,
    toYear: Int? = nil,
    musicFolderID: MusicFolderID? = nil
  ) {
    self.size = size
    self.genre = genre
    self.fromYear = fromYear
    self.toYear = toYear
    self.musicFolderID = musicFolderID
  }
}
