import SubsonicClient

extension LyricsStore {
  /// What the store shows.
  public enum State: Sendable, Equatable {
    /// Nothing was asked yet.
    case idle
    /// A request is under way.
    case loading
    /// The server answered: the lyrics, or `nil` when it has none for that artist and title
    /// (an answer, not an error; lyrics with only whitespace count as none).
    case loaded(Lyrics?)
    /// The last request failed, or was refused before it was sent (neither an artist nor a
    /// title: ``SubsonicError/invalidArgument(_:)``): why, and whether ``LyricsStore/retry()``
    /// may succeed (``SubsonicError/isRetryable``).
    case failed(SubsonicError, canRetry: Bool)
  }

  /// Lyrics as asked: by artist and title, either possibly missing.
  public struct Request: Sendable, Hashable {
    /// The artist, as sent; `nil` when not given or blank.
    public let artist: String?
    /// The title, as sent; `nil` when not given or blank.
    public let title: String?

    /// Creates a request.
    public init(artist: String?, title: String?) {
      self.artist = artist
      self.title = title
    }
  }
}
