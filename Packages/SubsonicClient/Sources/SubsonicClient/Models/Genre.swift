/// A genre and how much music has it (`getGenres`).
public struct Genre: Sendable, Hashable {
  /// The genre's name, also its identifier.
  public var name: GenreName
  /// How many songs have it.
  public var songCount: Int
  /// How many albums have it.
  public var albumCount: Int

  /// Creates a genre.
  public init(name: GenreName, songCount: Int, albumCount: Int) {
    self.name = name
    self.songCount = songCount
    self.albumCount = albumCount
  }
}
