import DependencyRegistry
import LoadStore
import SubsonicClient

/// Loads songs like a song's, an album's or an artist's (`getSimilarSongs`, by the seed's id):
/// a radio list, in the server's order.
public typealias SongRadioStore = LoadStore<
  ArtistSongsRequest<SimilarSongsSeed>, [Song], SubsonicError
>

extension SongRadioStore {
  /// Creates an idle store that loads with `client`: by default the registry's current
  /// `DependencyValues.current.subsonicClient`, read once, here.
  public convenience init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.init(
      mapError: SubsonicError.wrapping, isRetryable: \.isRetryable,
      validate: ArtistSongsRequest<SimilarSongsSeed>.validate,
      fetch: { request in try await client.getSimilarSongs(request.artist, request.count) })
  }
}
