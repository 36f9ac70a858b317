import SubsonicClient

extension CoverArtStore {
  /// What the store shows.
  public enum State: Sendable, Equatable {
    /// Nothing was asked yet.
    case idle
    /// A request is under way.
    case loading
    /// The image, and the default name to save it under, ``CoverArtFileName/make(for:mediaType:)``
    /// (`cover-ID.png`).
    case loaded(CoverArt, fileName: String)
    /// The last request failed, or was refused before it was sent (a size that is not positive:
    /// ``SubsonicError/invalidArgument(_:)``): why, and whether ``CoverArtStore/retry()`` may
    /// succeed (``SubsonicError/isRetryable``).
    case failed(SubsonicError, canRetry: Bool)
  }

  /// A cover as asked: which, and how large.
  public struct Request: Sendable, Hashable {
    /// The cover's id.
    public let id: CoverArtID
    /// The size in pixels the server scales it to; `nil` for the original.
    public let size: Int?

    /// Creates a request.
    public init(id: CoverArtID, size: Int?) {
      self.id = id
      self.size = size
    }
  }
}
