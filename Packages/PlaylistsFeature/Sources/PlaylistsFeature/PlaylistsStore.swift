import DependencyRegistry
import MusicPresentation
import Observation
import SubsonicClient

/// Lists the playlists the user can see (`getPlaylists`) and holds what to show: idle, loading,
/// the playlists, or the failure.
///
/// The client is handed in through the initializer, defaulting to the registry's current value,
/// read once. A new ``load(username:)`` supersedes one still running: the older request is
/// cancelled and its answer, should it still come, is ignored. Cancelling the task that awaits
/// ``load(username:)`` cancels the request and leaves `.failed(.cancelled, canRetry: true)`.
@MainActor @Observable public final class PlaylistsStore {
  /// What the store shows.
  public private(set) var state: State = .idle
  /// Whose playlists the last ``load(username:)`` asked for (`nil`: the signed-in user's and the
  /// public ones); `nil` also before the first load.
  public private(set) var username: String?

  @ObservationIgnored private let client: SubsonicClient
  @ObservationIgnored private var hasLoaded = false
  @ObservationIgnored private let latest = LatestRequest(SubsonicError.wrapping)

  /// Creates a store in the ``State/idle`` state.
  ///
  /// - Parameter client: the client to load with; by default the registry's current
  ///   `DependencyValues.current.subsonicClient`, read once, here.
  public init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.client = client
  }

  /// Loads the playlists: the state becomes ``State/loading``, then ``State/loaded(_:)`` or
  /// ``State/failed(_:canRetry:)``, unless a newer load started meanwhile, which then owns the
  /// state.
  ///
  /// - Parameter username: another user's playlists (the server allows it to admins only);
  ///   `nil`, the default, for the signed-in user's and the public ones.
  public func load(username: String? = nil) async {
    self.username = username
    hasLoaded = true
    state = .loading
    let client = self.client
    guard let result = await latest.run({ try await client.getPlaylists(username) }) else { return }
    switch result {
    case .success(let playlists):
      state = .loaded(playlists)
    case .failure(let failure):
      state = .failed(failure, canRetry: failure.isRetryable)
    }
  }

  /// Repeats the last load; does nothing when nothing was asked yet.
  public func retry() async {
    guard hasLoaded else { return }
    await load(username: username)
  }
}
