import DependencyRegistry
import LoadStore
import MusicPresentation
import Observation
import SubsonicClient

/// Searches the library's artists, albums and songs (`search3`) and holds what to show: idle,
/// loading, the results of the latest query, or the failure.
///
/// ``updateQuery(_:)`` is for typing: it waits ``debounce`` before asking, and a newer query
/// (typed, searched or cleared) supersedes it, so typing quickly sends only the last query and
/// only the latest query's answer is ever shown. ``search(_:)`` asks at once, for one-shot use.
/// An empty (or blank) query clears the results without a request. ``loadMore()`` appends the
/// next page of songs.
///
/// The client and the sleeper that times the debounce are handed in through the initializer, by
/// default the registry's current values, read once.
/// Cancelling the task that awaits a call cancels its wait or request: during the debounce
/// nothing is asked and the state is left as it was; during the request the state becomes
/// `.failed(.cancelled, canRetry: true)`.
@MainActor @Observable public final class SearchStore {
  /// What the store shows.
  public private(set) var state: State = .idle
  /// The query text last given to ``updateQuery(_:)`` or ``search(_:)``, as given.
  public private(set) var query = ""
  /// The last query sent to `search3` (a first page or a page of more songs), which
  /// ``retry()`` repeats; `nil` before the first request.
  public private(set) var lastRequest: SearchQuery?
  /// Whether ``loadMore()`` is under way.
  public private(set) var isLoadingMore = false
  /// Why the last ``loadMore()`` failed, the results staying as they were; `nil` otherwise.
  public private(set) var loadMoreFailure: SubsonicError?
  /// How long ``updateQuery(_:)`` waits for more typing before asking.
  public let debounce: Duration
  /// At most this many artists, albums and songs per page.
  public let pageSize: Int

  @ObservationIgnored private let client: SubsonicClient
  @ObservationIgnored private let sleeper: Sleeper
  @ObservationIgnored private let requests = LatestRequest(SubsonicError.wrapping)

  /// Creates a store in the ``State/idle`` state.
  ///
  /// - Parameters:
  ///   - client: the client to search with; by default the registry's current
  ///     `DependencyValues.current.subsonicClient`, read once, here.
  ///   - debounce: how long ``updateQuery(_:)`` waits for more typing; 300 ms by default.
  ///   - pageSize: at most this many artists, albums and songs per page, 1...500; 20 by default
  ///     (out-of-range values are clamped).
  ///   - sleeper: waits the debounce, throwing when cancelled; by default the registry's
  ///     `DependencyValues.current.sleeper`. Tests pass one they release by hand.
  public init(
    client: SubsonicClient = DependencyValues.current.subsonicClient,
    debounce: Duration = .milliseconds(300),
    pageSize: Int = 20,
    sleeper: Sleeper = DependencyValues.current.sleeper
  ) {
    self.client = client
    self.debounce = debounce
    self.pageSize = min(max(pageSize, 1), 500)
    self.sleeper = sleeper
  }

  /// The query text changed (typing): clears the results at once when it is blank; otherwise
  /// waits ``debounce``, then searches, unless a newer query came meanwhile, which then owns
  /// the state. Returns when its search is done or superseded.
  public func updateQuery(_ text: String) async {
    query = text
    let ticket = supersede()
    let trimmed = Self.trimmed(text)
    guard !trimmed.isEmpty else {
      state = .idle
      return
    }
    let (sleeper, debounce) = (self.sleeper, self.debounce)
    guard case .success? = await requests.run(as: ticket, { try await sleeper.sleep(debounce) })
    else {
      return
    }
    await send(SearchQuery(text: trimmed, pageSize: pageSize), ticket: ticket)
  }

  /// Searches `text` at once, without the debounce (one-shot use): clears the results without a
  /// request when it is blank; supersedes any query still waiting or running.
  public func search(_ text: String) async {
    query = text
    let ticket = supersede()
    let trimmed = Self.trimmed(text)
    guard !trimmed.isEmpty else {
      state = .idle
      return
    }
    await send(SearchQuery(text: trimmed, pageSize: pageSize), ticket: ticket)
  }

  /// Appends the next page of songs to the loaded results; does nothing unless results are
  /// loaded with ``SearchResults/hasMoreSongs`` and no other page is loading. A failure keeps
  /// the results and sets ``loadMoreFailure``. A newer query drops the page.
  public func loadMore() async {
    guard case .loaded(let results) = state, results.hasMoreSongs, !isLoadingMore else { return }
    let request = SearchQuery(
      text: results.query, artistCount: 0, albumCount: 0, songCount: pageSize,
      songOffset: results.songs.count)
    lastRequest = request
    isLoadingMore = true
    loadMoreFailure = nil
    let client = self.client
    guard
      let result = await requests.run(
        as: requests.generation, { try await client.search3(request) })
    else { return }
    isLoadingMore = false
    switch result {
    case .success(let page):
      state = .loaded(results.appendingSongs(page.songs, pageSize: pageSize))
    case .failure(let error):
      loadMoreFailure = error
    }
  }

  /// Repeats the last request: the page of more songs when that failed, otherwise the search of
  /// the last query sent; does nothing when nothing was asked yet or the query was cleared since.
  public func retry() async {
    if loadMoreFailure != nil {
      await loadMore()
      return
    }
    guard state != .idle, let lastRequest else { return }
    await search(lastRequest.text)
  }

  /// Sends the first page of `request`: ``State/loading``, then ``State/loaded(_:)`` or
  /// ``State/failed(_:canRetry:)`` unless superseded.
  private func send(_ request: SearchQuery, ticket: Int) async {
    lastRequest = request
    state = .loading
    let client = self.client
    guard let result = await requests.run(as: ticket, { try await client.search3(request) }) else {
      return
    }
    switch result {
    case .success(let found):
      state = .loaded(SearchResults(query: request.text, result: found, pageSize: pageSize))
    case .failure(let error):
      state = .failed(error, canRetry: error.isRetryable)
    }
  }

  /// Makes everything under way stale and cancels it; returns the new generation's ticket.
  private func supersede() -> Int {
    isLoadingMore = false
    loadMoreFailure = nil
    return requests.supersede()
  }

  private static func trimmed(_ text: String) -> String {
    String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}

extension SearchQuery {
  /// The first page of `text`: `pageSize` of each kind.
  fileprivate init(text: String, pageSize: Int) {
    self.init(text: text, artistCount: pageSize, albumCount: pageSize, songCount: pageSize)
  }
}
