import SubsonicClient
import TerminalScreen

extension LibraryBrowser {
  /// Shows `artist`'s albums, as opening the artist in the list does: for an artist chosen
  /// elsewhere (a search result). Back goes to the artists.
  public func open(_ artist: Artist) {
    if artistStore.request != artist.id { albumSelection = ListSelection() }
    level = .albums(artist: artist)
    loadUnlessHeld(artistStore, artist.id)
  }

  /// Shows `album`'s songs, as opening the album in its artist's albums does: for an album
  /// chosen elsewhere (a search result). Back goes to its artist's albums, loaded then; an
  /// album that names no artist id has no artist to go back to, and back goes to the artists.
  public func open(_ album: Album) {
    if albumStore.request != album.id { songSelection = ListSelection() }
    let artist = Artist(id: album.artistID ?? ArtistID(""), name: album.artist ?? "")
    level = .songs(artist: artist, album: album)
    loadUnlessHeld(albumStore, album.id)
  }
}
