import DependencyRegistry
import SubsonicClient

/// How `getTopSongs` is asked for an artist's most popular songs, the one rule `top ARTIST` and
/// `play --artist ARTIST` follow: by the artist's id where the server lists the OpenSubsonic
/// extension `topSongsByArtistId` (an id names one artist when two share a name), else by the
/// artist's name as the server writes it (read with `getArtist` when not already known).
public enum TopSongsArtistChoice {
  /// The way to ask for the top songs of the artist `id`, whose name, if known, is `name`: one
  /// request (`getOpenSubsonicExtensions`), and `getArtist` when the name is needed and not
  /// given (an id the server does not know fails there, as not found). A server that cannot
  /// say which extensions it has (a classic one) is asked by name.
  public static func choose(
    _ id: ArtistID, name: String? = nil,
    client: SubsonicClient = DependencyValues.current.subsonicClient
  ) async throws -> TopSongsArtist {
    if try await listsTopSongsByID(client) { return .id(id) }
    if let name { return .name(name) }
    return .name(try await client.getArtist(id).name)
  }

  /// Whether the server lists `topSongsByArtistId`; one that cannot say does not.
  private static func listsTopSongsByID(_ client: SubsonicClient) async throws -> Bool {
    do {
      return try await client.getOpenSubsonicExtensions().contains {
        $0.name == TopSongsArtist.byIDExtension
      }
    } catch SubsonicError.notSupported, SubsonicError.api {
      return false
    }
  }
}
