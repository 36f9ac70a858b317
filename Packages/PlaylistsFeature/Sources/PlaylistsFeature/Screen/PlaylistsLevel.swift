import SubsonicClient

/// Where the playlists screen is: the playlists, or the songs of the playlist chosen in them.
public enum PlaylistsLevel: Hashable, Sendable {
  /// The playlists.
  case playlists
  /// The songs of `playlist` (the row chosen in the playlists, without its entries).
  case songs(of: Playlist)
}
