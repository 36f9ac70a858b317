import DependencyRegistry
import LibraryFeature
import MusicPresentation
import Observation
import SubsonicClient

/// Loads a page of an album list (`getAlbumList2`: newest, random, by year, …) and holds what to
/// show: idle, loading, the albums, or the failure.
///
/// A request is checked before it is sent (``Request/validationError``): a size outside 1...500,
/// a negative offset or an empty genre leaves `.failed(.invalidArgument(_), canRetry: false)`
/// and asks nothing. A new ``load(_:)`` supersedes one still running. Cancelling the task that
/// awaits ``load(_:)`` leaves `.failed(.cancelled, canRetry: true)`.
@MainActor @Observable public final class AlbumListStore {
  /// What the store shows: the page of albums, in the list's order.
  public typealias State = LoadState<[Album]>

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

  /// Loads the page `request` names: refused at once when it is invalid, otherwise
  /// ``LoadState/loading``, then ``LoadState/loaded(_:)`` or ``LoadState/failed(_:canRetry:)``,
  /// unless a newer load started meanwhile.
  public func load(_ request: Request) async {
    self.request = request
    if let invalid = request.validationError {
      latest.supersede()
      state = .failed(invalid, canRetry: false)
      return
    }
    state = .loading
    let client = self.client
    guard
      let result = await latest.run({
        try await client.getAlbumList2(
          request.type, request.size, request.offset, request.musicFolderID)
      })
    else { return }
    state = State(result)
  }

  /// Repeats the last request; does nothing when nothing was asked yet.
  public func retry() async {
    guard let request else { return }
    await load(request)
  }
}
