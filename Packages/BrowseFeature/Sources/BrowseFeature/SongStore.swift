import DependencyRegistry
import LibraryFeature
import MusicPresentation
import Observation
import SubsonicClient

/// Loads one song (`getSong`) and holds what to show: idle, loading, the song, or the failure.
///
/// The client is handed in through the initializer, defaulting to the registry's current value,
/// read once. A new ``load(_:)`` supersedes one still running. Cancelling the task that awaits
/// ``load(_:)`` leaves `.failed(.cancelled, canRetry: true)`.
@MainActor @Observable public final class SongStore {
  /// What the store shows: the song.
  public typealias State = LoadState<Song>

  /// What the store shows.
  public private(set) var state: State = .idle
  /// The song last asked for, which ``retry()`` asks again; `nil` before the first load.
  public private(set) var songID: SongID?

  @ObservationIgnored private let client: SubsonicClient
  @ObservationIgnored private let latest = LatestRequest(SubsonicError.wrapping)

  /// Creates a store in the ``LoadState/idle`` state.
  ///
  /// - Parameter client: the client to load with; by default the registry's current
  ///   `DependencyValues.current.subsonicClient`, read once, here.
  public init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.client = client
  }

  /// Loads the song `id`: ``LoadState/loading``, then ``LoadState/loaded(_:)`` or
  /// ``LoadState/failed(_:canRetry:)``, unless a newer load started meanwhile.
  public func load(_ id: SongID) async {
    songID = id
    state = .loading
    let client = self.client
    guard let result = await latest.run({ try await client.getSong(id) }) else { return }
    state = State(result)
  }

  /// Repeats the last request; does nothing when nothing was asked yet.
  public func retry() async {
    guard let songID else { return }
    await load(songID)
  }
}
