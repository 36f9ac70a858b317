import SubsonicClient

/// The queue of a radio (`play --radio`): songs like a song, an album or an artist, as `similar`
/// lists them: an artist's from `getSimilarSongs2` (by ID3 tags, the artist's id), a song's or
/// an album's from `getSimilarSongs`; a song's radio begins with the song itself.
public enum PlayRadio {
  /// How many similar songs a radio asks for (the API's default).
  public static let size = 50

  /// The songs of the radio seeded by `seed`, in the server's order, the seed song first and
  /// not again.
  public static func songs(like seed: SimilarSongsSeed, from client: SubsonicClient) async throws
    -> [Song]
  {
    switch seed {
    case .artist(let id):
      return try await client.getSimilarSongs2(id, size)
    case .album:
      return try await client.getSimilarSongs(seed, size)
    case .song(let id):
      let song = try await client.getSong(id)
      return [song] + (try await client.getSimilarSongs(seed, size)).filter { $0.id != id }
    }
  }
}
