import DependencyRegistry
import LoadStore
import SubsonicClient

/// Loads one song (`getSong`).
public typealias SongStore = LoadStore<SongID, Song, SubsonicError>

extension SongStore {
  /// Creates an idle store that loads with `client`: by default the registry's current
  /// `DependencyValues.current.subsonicClient`, read once, here.
  public convenience init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.init(mapError: SubsonicError.wrapping, isRetryable: \.isRetryable) { id in
      try await client.getSong(id)
    }
  }
}
