import SubsonicClient

extension SearchStore {
  /// What the store shows.
  public enum State: Sendable, Equatable {
    /// No query, or a blank one: nothing to show.
    case idle
    /// A search is under way (the debounce is over, or there was none).
    case loading
    /// The results of the latest query.
    case loaded(SearchResults)
    /// The latest query's search failed: why, and whether ``SearchStore/retry()`` may succeed
    /// (``SubsonicError/isRetryable``). A cancelled search is `.failed(.cancelled, canRetry: true)`.
    case failed(SubsonicError, canRetry: Bool)

    /// The loaded results; `nil` in every other state.
    public var results: SearchResults? {
      guard case .loaded(let results) = self else { return nil }
      return results
    }

    /// The failure; `nil` in every other state.
    public var failure: SubsonicError? {
      guard case .failed(let error, _) = self else { return nil }
      return error
    }
  }
}
