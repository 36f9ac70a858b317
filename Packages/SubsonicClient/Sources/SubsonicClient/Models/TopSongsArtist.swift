/// Whose most popular songs `getTopSongs` asks for: the artist by name (`artist=`, every
/// server), or by id (`id=`) on a server that lists the OpenSubsonic extension
/// ``byIDExtension``, where an id names one artist when two share a name.
public enum TopSongsArtist: Sendable, Hashable {
  /// The artist's name, as the server writes it (and Last.fm knows it).
  case name(String)
  /// The artist's id, taken only by a server listing ``TopSongsArtist/byIDExtension``.
  case id(ArtistID)

  /// The OpenSubsonic extension that lets `getTopSongs` take the artist's `id` (which wins over
  /// `artist` there).
  public static let byIDExtension = "topSongsByArtistId"
}
