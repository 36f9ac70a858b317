import DependencyRegistry
import LoadStore
import SubsonicClient

/// Loads an artist's most played songs (`getTopSongs`), best first: asked by the artist's name,
/// or by its id on a server listing `topSongsByArtistId` (which way, `TopSongsArtistChoice` of
/// LookupFeature decides). No songs for an id is checked with `getArtist`: an id the server
/// does not know fails as not found rather than loading no songs.
public typealias TopSongsStore = LoadStore<
  ArtistSongsRequest<TopSongsArtist>, [Song], SubsonicError
>

/// Loads songs like an artist's, by the artist and others (`getSimilarSongs2`): a radio list,
/// in the server's order.
public typealias SimilarSongsStore = LoadStore<ArtistSongsRequest<ArtistID>, [Song], SubsonicError>

extension TopSongsStore {
  /// Creates an idle store that loads with `client`: by default the registry's current
  /// `DependencyValues.current.subsonicClient`, read once, here.
  public convenience init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.init(
      mapError: SubsonicError.wrapping, isRetryable: \.isRetryable,
      validate: ArtistSongsRequest<TopSongsArtist>.validate,
      fetch: { request in
        let songs = try await client.getTopSongs(request.artist, request.count)
        if songs.isEmpty, case .id(let id) = request.artist { _ = try await client.getArtist(id) }
        return songs
      })
  }
}

extension SimilarSongsStore {
  /// Creates an idle store that loads with `client`: by default the registry's current
  /// `DependencyValues.current.subsonicClient`, read once, here.
  public convenience init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.init(
      mapError: SubsonicError.wrapping, isRetryable: \.isRetryable,
      validate: ArtistSongsRequest<ArtistID>.validate,
      fetch: { request in try await client.getSimilarSongs2(request.artist, request.count) })
  }
}

/// Songs about one artist: whose (by name or id for top songs, by id for similar ones) and how many
/// (1...500).
public struct ArtistSongsRequest<Artist: Sendable & Hashable>: Sendable, Hashable {
  /// The artist.
  public let artist: Artist
  /// How many songs.
  public let count: Int

  /// Creates a request: by default 20 songs.
  public init(artist: Artist, count: Int = 20) {
    self.artist = artist
    self.count = count
  }

  /// Refuses a count outside 1...500 before anything is sent.
  @Sendable static func validate(_ request: Self) -> SubsonicError? {
    (1...500).contains(request.count)
      ? nil : .invalidArgument("song count must be 1...500, got \(request.count)")
  }
}
