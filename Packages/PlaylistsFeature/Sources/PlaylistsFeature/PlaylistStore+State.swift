import SubsonicClient

extension PlaylistStore {
  /// What the store shows.
  public enum State: Sendable, Equatable {
    /// Nothing was asked yet.
    case idle
    /// A request is under way: a load, or a change with the reads around it.
    case loading
    /// The playlist with its entries as the server has it: loaded, or read back after a change
    /// (present it with ``PlaylistPresentation`` or ``PlaylistJSON``).
    case loaded(Playlist)
    /// The playlist was deleted and the server no longer lists it; the playlist as it was just
    /// before.
    case deleted(Playlist)
    /// The change was refused before it was sent; nothing was changed.
    case rejected(PlaylistInputError)
    /// The request failed: at which step and why, and whether ``PlaylistStore/retry()`` may
    /// succeed. Only reads are retried: `canRetry` is `true` for a ``PlaylistFailure/load(_:_:)``
    /// or a ``PlaylistFailure/readBack(_:_:)`` whose error ``SubsonicError/isRetryable``, never
    /// for a failed change.
    case failed(PlaylistFailure, canRetry: Bool)
  }
}
