import DependencyRegistry
import MusicPresentation
import Observation
import SubsonicClient

/// Finds a song's lyrics by artist and title (`getLyrics`) and holds what to show: idle,
/// loading, the lyrics or `nil` when there are none, or the failure.
///
/// The client is handed in through the initializer, defaulting to the registry's current value,
/// read once. A new ``load(artist:title:)`` supersedes one still running (cancelled, its answer
/// ignored); cancelling the task that awaits it cancels the request and leaves
/// `.failed(.cancelled, canRetry: true)`.
@MainActor @Observable public final class LyricsStore {
  /// What the store shows.
  public private(set) var state: State = .idle
  /// The last lyrics asked, which ``retry()`` repeats; `nil` before the first
  /// ``load(artist:title:)``.
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

  /// Asks for the lyrics of `title` by `artist`, each sent as given; a blank one is not sent.
  /// With neither, fails with ``SubsonicError/invalidArgument(_:)`` before any request.
  public func load(artist: String?, title: String?) async {
    latest.supersede()
    let request = Request(artist: Self.nonBlank(artist), title: Self.nonBlank(title))
    self.request = request
    guard request.artist != nil || request.title != nil else {
      state = .failed(.invalidArgument("give an artist or a title to find lyrics"), canRetry: false)
      return
    }
    state = .loading
    let client = self.client
    guard
      let result = await latest.run({ try await client.getLyrics(request.artist, request.title) })
    else { return }
    switch result {
    case .success(let lyrics):
      state = .loaded(lyrics.flatMap { $0.text.allSatisfy(\.isWhitespace) ? nil : $0 })
    case .failure(let failure):
      state = .failed(failure, canRetry: failure.isRetryable)
    }
  }

  /// Repeats the last request; does nothing when nothing was asked yet.
  public func retry() async {
    guard let request else { return }
    await load(artist: request.artist, title: request.title)
  }

  private static func nonBlank(_ text: String?) -> String? {
    guard let text, !text.allSatisfy(\.isWhitespace) else { return nil }
    return text
  }
}
