import DependencyRegistry
import LoadStore
import SubsonicClient

/// Loads a page of a genre's songs (`getSongsByGenre`), in the server's order. A page size
/// outside 1...500 or a negative offset is refused before anything is sent.
public typealias GenreSongsStore = LoadStore<GenreSongsRequest, [Song], SubsonicError>

extension GenreSongsStore {
  /// Creates an idle store that loads with `client`: by default the registry's current
  /// `DependencyValues.current.subsonicClient`, read once, here.
  public convenience init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.init(
      mapError: SubsonicError.wrapping, isRetryable: \.isRetryable,
      validate: { request in
        guard (1...500).contains(request.size) else {
          return .invalidArgument("genre song count must be 1...500, got \(request.size)")
        }
        return request.offset >= 0 ? nil : .invalidArgument("offset must be 0 or more")
      },
      fetch: { request in
        try await client.getSongsByGenre(request.genre, request.size, request.offset, nil)
      })
  }
}

/// Which page of a genre's songs a ``GenreSongsStore`` loads.
public struct GenreSongsRequest: Sendable, Hashable {
  /// The genre, as the server names it.
  public let genre: GenreName
  /// How many songs (1...500).
  public let size: Int
  /// How many to skip.
  public let offset: Int

  /// Creates a request: by default the first 50 songs.
  public init(genre: GenreName, size: Int = 50, offset: Int = 0) {
    self.genre = genre
    self.size = size
    self.offset = offset
  }
}
