import DependencyRegistry
import LibraryFeature
import MusicPresentation
import Observation
import SubsonicClient

/// Loads everything the user starred (`getStarred2`) and holds what to show: idle, loading, the
/// starred artists, albums and songs, or the failure.
///
/// The client is handed in through the initializer, defaulting to the registry's current value,
/// read once. A new ``load(musicFolderID:)`` supersedes one still running. Cancelling the task
/// that awaits it leaves `.failed(.cancelled, canRetry: true)`.
@MainActor @Observable public final class StarredStore {
  /// What the store shows: the starred items, each list in the server's order.
  public typealias State = LoadState<Starred>

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

  /// Loads the starred items, in one music folder or all (`nil`): ``LoadState/loading``, then
  /// ``LoadState/loaded(_:)`` or ``LoadState/failed(_:canRetry:)``, unless a newer load started
  /// meanwhile.
  public func load(musicFolderID: MusicFolderID? = nil) async {
    request = Request(musicFolderID: musicFolderID)
    state = .loading
    let client = self.client
    guard let result = await latest.run({ try await client.getStarred2(musicFolderID) }) else {
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

extension StarredStore {
  /// What ``StarredStore/load(musicFolderID:)`` was asked.
  public struct Request: Sendable, Hashable {
    /// The music folder, or `nil` for all.
    public let musicFolderID: MusicFolderID?

    /// Creates a request.
    public init(musicFolderID: MusicFolderID?) {
      self.musicFolderID = musicFolderID
    }
  }
}
