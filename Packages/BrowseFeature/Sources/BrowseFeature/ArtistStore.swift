import DependencyRegistry
import LibraryFeature
import MusicPresentation
import Observation
import SubsonicClient

/// Loads one artist with its albums (`getArtist`) and holds what to show: idle, loading, the
/// artist, or the failure.
///
/// The client is handed in through the initializer, defaulting to the registry's current value,
/// read once. A new ``load(_:)`` supersedes one still running: the older request is cancelled and
/// its answer ignored. Cancelling the task that awaits ``load(_:)`` leaves
/// `.failed(.cancelled, canRetry: true)`.
@MainActor @Observable public final class ArtistStore {
  /// What the store shows: the artist, its ``Artist/albums`` in the server's order.
  public typealias State = LoadState<Artist>

  /// What the store shows.
  public private(set) var state: State = .idle
  /// The artist last asked for, which ``retry()`` asks again; `nil` before the first load.
  public private(set) var artistID: ArtistID?

  @ObservationIgnored private let client: SubsonicClient
  @ObservationIgnored private let latest = LatestRequest(SubsonicError.wrapping)

  /// Creates a store in the ``LoadState/idle`` state.
  ///
  /// - Parameter client: the client to load with; by default the registry's current
  ///   `DependencyValues.current.subsonicClient`, read once, here.
  public init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.client = client
  }

  /// Loads the artist `id` with its albums: ``LoadState/loading``, then
  /// ``LoadState/loaded(_:)`` or ``LoadState/failed(_:canRetry:)``, unless a newer load started
  /// meanwhile.
  public func load(_ id: ArtistID) async {
    artistID = id
    state = .loading
    let client = self.client
    guard let result = await latest.run({ try await client.getArtist(id) }) else { return }
    state = State(result)
  }

  /// Repeats the last request; does nothing when nothing was asked yet.
  public func retry() async {
    guard let artistID else { return }
    await load(artistID)
  }
}
