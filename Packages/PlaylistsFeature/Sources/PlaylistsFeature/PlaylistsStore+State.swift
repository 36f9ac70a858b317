import SubsonicClient

extension PlaylistsStore {
  /// What the store shows.
  public enum State: Sendable, Equatable {
    /// Nothing was asked yet.
    case idle
    /// A request is under way.
    case loading
    /// The playlists the server lists, in its order, without entries (present them with
    /// ``PlaylistsTable`` or ``PlaylistsJSON``).
    case loaded([Playlist])
    /// The last request failed: why, and whether ``PlaylistsStore/retry()`` may succeed
    /// (``SubsonicError/isRetryable``). A cancelled request is
    /// `.failed(.cancelled, canRetry: true)`.
    case failed(SubsonicError, canRetry: Bool)
  }
}
