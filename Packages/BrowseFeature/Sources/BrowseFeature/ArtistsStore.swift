import DependencyRegistry
import LibraryFeature
import MusicPresentation
import Observation
import SubsonicClient

/// Loads the artist index (`getArtists`) and holds what to show: idle, loading, the artists by
/// index letter, or the failure.
///
/// The client is handed in through the initializer, defaulting to the registry's current value,
/// read once. A new ``load(musicFolderID:)`` supersedes one still running: the older request is
/// cancelled and its answer, should it still come, is ignored. Cancelling the task that awaits
/// ``load(musicFolderID:)`` leaves `.failed(.cancelled, canRetry: true)`, never `.loading`.
@MainActor @Observable public final class ArtistsStore {
  /// What the store shows: the index entries, in the server's order.
  public typealias State = LoadState<[ArtistIndex]>

  /// What the store shows.
  public private(set) var state: State = .idle
  /// The last request asked, which ``retry()`` repeats; `nil` before the first load.
  public private(set) var request: Request?

  @ObservationIgnored private let client: SubsonicClient
  @ObservationIgnored private let latest = LatestRequest(SubsonicError.wrapping)

  /// Creates a store in the ``LoadState/idle`` state.
  ///
  /// - Parameter client: the client to load with; by default the registry's current
  ///   `DependencyValues.current.subsonicClient`, read once, here.
  public init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.client = client
  }

  /// Loads every artist, in one music folder or all (`nil`): the state becomes
  /// ``LoadState/loading``, then ``LoadState/loaded(_:)`` or ``LoadState/failed(_:canRetry:)``,
  /// unless a newer load started meanwhile, which then owns the state.
  public func load(musicFolderID: MusicFolderID? = nil) async {
    request = Request(musicFolderID: musicFolderID)
    state = .loading
    let client = self.client
    guard let result = await latest.run({ try await client.getArtists(musicFolderID) }) else {
      return
    }
    state = State(result)
  }

  /// Repeats the last request; does nothing when nothing was asked yet.
  public func retry() async {
    guard let request else { return }
    await load(musicFolderID: request.musicFolderID)
  }
}

extension ArtistsStore {
  /// What ``ArtistsStore/load(musicFolderID:)`` was asked.
  public struct Request: Sendable, Hashable {
    /// The music folder, or `nil` for all.
    public let musicFolderID: MusicFolderID?

    /// Creates a request.
    public init(musicFolderID: MusicFolderID?) {
      self.musicFolderID = musicFolderID
    }
  }
}
