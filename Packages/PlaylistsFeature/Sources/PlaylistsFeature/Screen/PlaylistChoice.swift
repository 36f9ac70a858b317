import SubsonicClient

/// A song chosen in a playlist for playing, with the playlist's songs in order, so a player can
/// queue the playlist from it.
public struct PlaylistChoice: Hashable, Sendable {
  /// The playlist the song was chosen in.
  public let playlistID: PlaylistID
  /// The playlist's songs (its entries), in order; a song may be there twice.
  public let songs: [Song]
  /// The chosen song's place in `songs`.
  public let index: Int

  /// The song at `index` of `songs`, the entries of playlist `playlistID`.
  public init(playlistID: PlaylistID, songs: [Song], index: Int) {
    precondition(songs.indices.contains(index), "song \(index) is not in the playlist")
    self.playlistID = playlistID
    self.songs = songs
    self.index = index
  }

  /// The chosen song.
  public var song: Song { songs[index] }
}
