import JSONOutput
import MusicPresentation
import SubsonicClient

/// The genres as JSON: `{"genres": [{"name", "songCount", "albumCount"}]}`.
public struct GenresJSON: StableJSON, Hashable {
  /// One genre.
  public struct Entry: StableJSON, Hashable {
    /// The genre's name.
    public let name: String
    /// Its songs.
    public let songCount: Int
    /// Its albums.
    public let albumCount: Int

    /// Creates an entry.
    public init(name: String, songCount: Int, albumCount: Int) {
      self.name = name
      self.songCount = songCount
      self.albumCount = albumCount
    }
  }

  /// The genres, in the given order.
  public let genres: [Entry]

  /// The JSON of `genres`.
  public init(_ genres: [Genre]) {
    self.genres = genres.map {
      Entry(name: $0.name, songCount: $0.songCount, albumCount: $0.albumCount)
    }
  }
}
