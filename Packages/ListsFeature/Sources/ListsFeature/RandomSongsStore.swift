import DependencyRegistry
import LibraryFeature
import MusicPresentation
import Observation
import SubsonicClient

/// Loads random songs (`getRandomSongs`) and holds what to show: idle, loading, the songs, or the
/// failure.
///
/// A filter is checked before it is sent: a size outside 1...500 leaves
/// `.failed(.invalidArgument(_), canRetry: false)` and asks nothing. A new ``load(_:)``
/// supersedes one still running. Cancelling the task that awaits ``load(_:)`` leaves
/// `.failed(.cancelled, canRetry: true)`.
@MainActor @Observable public final class RandomSongsStore {
  /// What the store shows: the songs, in the server's (random) order.
  public typealias State = LoadState<[Song]>

  /// The most songs the API returns at once.
  public static let maximumSize = 500

  /// What the store shows.
  public private(set) var state: State = .idle
  /// The last filter asked, which ``retry()`` asks again (for new random songs); `nil` before
  /// the first load.
  public private(set) var filter: RandomSongsFilter?

  @ObservationIgnored private let client: SubsonicClient
  @ObservationIgnored private let latest = LatestRequest(SubsonicError.wrapping)

  /// Creates a store in the ``LoadState/idle`` state.
  ///
  /// - Parameter client: the client to load with; by default the registry's current
  ///   `DependencyValues.current.subsonicClient`, read once, here.
  public init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.client = client
  }

  /// Loads random songs matching `filter` (by default 10 from anywhere): refused at once when its
  /// size is outside 1...500, otherwise ``LoadState/loading``, then ``LoadState/loaded(_:)`` or
  /// ``LoadState/failed(_:canRetry:)``, unless a newer load started meanwhile.
  public func load(_ filter: RandomSongsFilter = RandomSongsFilter()) async {
    self.filter = filter
    guard (1...Self.maximumSize).contains(filter.size) else {
      latest.supersede()
      state = .failed(
        .invalidArgument("random song count must be 1...\(Self.maximumSize), got \(filter.size)"),
        canRetry: false)
      return
    }
    state = .loading
    let client = self.client
    guard let result = await latest.run({ try await client.getRandomSongs(filter) }) else {
      return
    }
    state = State(result)
  }

  /// Repeats the last request; does nothing when nothing was asked yet.
  public func retry() async {
    guard let filter else { return }
    await load(filter)
  }
}
