import DependencyRegistry
import LoadStore
import SubsonicClient

/// Loads the signed-in user's bookmarks (`getBookmarks`): a song and a position in it each.
public typealias BookmarksStore = LoadStore<SavedListRequest, [Bookmark], SubsonicError>

/// Loads the play queue the user's players saved on the server (`getPlayQueue`); `nil` when
/// none was saved.
public typealias PlayQueueStore = LoadStore<SavedListRequest, PlayQueue?, SubsonicError>

extension BookmarksStore {
  /// Creates an idle store that loads with `client`: by default the registry's current
  /// `DependencyValues.current.subsonicClient`, read once, here.
  public convenience init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.init(mapError: SubsonicError.wrapping, isRetryable: \.isRetryable) { _ in
      try await client.getBookmarks()
    }
  }
}

extension PlayQueueStore {
  /// Creates an idle store that loads with `client`: by default the registry's current
  /// `DependencyValues.current.subsonicClient`, read once, here.
  public convenience init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.init(mapError: SubsonicError.wrapping, isRetryable: \.isRetryable) { _ in
      try await client.getPlayQueue()
    }
  }
}

/// What a ``BookmarksStore`` or ``PlayQueueStore`` loads: the signed-in user's, all of it.
public struct SavedListRequest: Sendable, Hashable {
  /// Creates the request.
  public init() {}
}
