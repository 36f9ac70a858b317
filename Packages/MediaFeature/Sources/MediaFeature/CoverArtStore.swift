import DependencyRegistry
import MusicPresentation
import Observation
import SubsonicClient

/// Fetches a cover image (`getCoverArt`) and holds what to show: idle, loading, the image with
/// its default file name, or the failure.
///
/// The client is handed in through the initializer, defaulting to the registry's current value,
/// read once. A new ``load(_:size:)`` supersedes one still running (cancelled, its answer
/// ignored); cancelling the task that awaits it cancels the request and leaves
/// `.failed(.cancelled, canRetry: true)`.
@MainActor @Observable public final class CoverArtStore {
  /// What the store shows.
  public private(set) var state: State = .idle
  /// The last cover asked, which ``retry()`` repeats; `nil` before the first ``load(_:size:)``.
  public private(set) var request: Request?

  @ObservationIgnored private let client: SubsonicClient
  @ObservationIgnored private let latest = LatestRequest(SubsonicError.wrapping)

  /// Creates a store in the ``State/idle`` state.
  ///
  /// - Parameter client: the client to use; by default the registry's current
  ///   `DependencyValues.current.subsonicClient`, read once, here.
  public init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.client = client
  }

  /// Fetches the cover, scaled by the server to `size` pixels when given. A size that is not
  /// positive fails with ``SubsonicError/invalidArgument(_:)`` before any request.
  public func load(_ id: CoverArtID, size: Int? = nil) async {
    latest.supersede()
    request = Request(id: id, size: size)
    if let size, size <= 0 {
      state = .failed(
        .invalidArgument("the cover size must be a positive number of pixels, not \(size)"),
        canRetry: false)
      return
    }
    state = .loading
    let client = self.client
    guard let result = await latest.run({ try await client.getCoverArt(id, size) }) else { return }
    switch result {
    case .success(let cover):
      state = .loaded(cover, fileName: CoverArtFileName.make(for: id, mediaType: cover.mediaType))
    case .failure(let failure):
      state = .failed(failure, canRetry: failure.isRetryable)
    }
  }

  /// Repeats the last request; does nothing when nothing was asked yet.
  public func retry() async {
    guard let request else { return }
    await load(request.id, size: request.size)
  }
}
