import SubsonicClient

/// A song chosen in the library for playing, with the album it was chosen in, so a player can
/// queue the album from it.
public struct SongChoice: Hashable, Sendable {
  /// The album, its songs in track order.
  public let album: Album
  /// The chosen song's place in `album.songs`.
  public let index: Int

  /// The song at `index` of `album`'s songs.
  public init(album: Album, index: Int) {
    precondition(album.songs.indices.contains(index), "song \(index) is not on the album")
    self.album = album
    self.index = index
  }

  /// The chosen song.
  public var song: Song { album.songs[index] }
}
