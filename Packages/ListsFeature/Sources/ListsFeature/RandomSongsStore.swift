import DependencyRegistry
import LoadStore
import SubsonicClient

/// Loads random songs (`getRandomSongs`), in the server's (random) order; ``retry()`` asks for
/// new ones. A filter whose size is outside 1...500 is refused before anything is sent.
public typealias RandomSongsStore = LoadStore<RandomSongsFilter, [Song], SubsonicError>

extension RandomSongsStore {
  /// The most songs the API returns at once.
  public nonisolated static var maximumSize: Int { 500 }

  /// Creates an idle store that loads with `client`: by default the registry's current
  /// `DependencyValues.current.subsonicClient`, read once, here.
  public convenience init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.init(
      mapError: SubsonicError.wrapping, isRetryable: \.isRetryable,
      validate: { filter in
        (1...RandomSongsStore.maximumSize).contains(filter.size)
          ? nil
          : .invalidArgument(
            "random song count must be 1...\(RandomSongsStore.maximumSize), got \(filter.size)")
      },
      fetch: { filter in try await client.getRandomSongs(filter) })
  }
}
