import DependencyRegistry
import LoadStore
import SubsonicClient

/// Does one action of the server's jukebox (`jukeboxControl`) and loads its state after it.
public typealias JukeboxStore = LoadStore<JukeboxAction, JukeboxStatus, SubsonicError>

extension JukeboxStore {
  /// Creates an idle store that acts with `client`: by default the registry's current
  /// `DependencyValues.current.subsonicClient`, read once, here.
  public convenience init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.init(mapError: SubsonicError.wrapping, isRetryable: \.isRetryable) { action in
      try await client.jukeboxControl(action)
    }
  }
}
