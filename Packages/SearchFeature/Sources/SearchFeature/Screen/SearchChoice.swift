import SubsonicClient

/// What the user chose in the search results with Enter: an artist or an album to open, or songs
/// to play. ``SearchScreen`` hands it to its `onChoose`; the app decides where it goes.
public enum SearchChoice: Hashable, Sendable {
  /// Open this artist (their albums).
  case openArtist(Artist)
  /// Open this album (its songs); search sends an album without its songs.
  case openAlbum(Album)
  /// Play `songs` (every song found so far, in the results' order) from `startingAt`, the row
  /// chosen.
  case play(songs: [Song], startingAt: Int)

  /// The song chosen, for ``play(songs:startingAt:)``; `nil` for the others.
  public var chosenSong: Song? {
    guard case .play(let songs, let index) = self, songs.indices.contains(index) else { return nil }
    return songs[index]
  }
}
