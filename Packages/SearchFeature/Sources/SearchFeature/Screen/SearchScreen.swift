import MusicPresentation
import Observation
import SubsonicClient
import TerminalScreen

/// The search screen's state: the query being typed, which part has the keys, and the selection
/// in the results, shown in three sections (``SearchRows``) by ``SearchView``.
///
/// Every change of the query goes to the ``SearchStore``'s ``SearchStore/updateQuery(_:)``,
/// which waits for more typing before it asks and lets the latest query win. Moving the
/// selection near the end of the songs loads the next page of them. Enter on a row calls
/// `onChoose` with a ``SearchChoice``: an artist or an album to open, songs to play.
///
/// ``handle(_:modifiers:)`` takes the keys and ``handlePaste(_:)`` pasted text. The root that
/// owns the screen sets ``listHeight`` to ``SearchView/listHeight(in:)`` of the area it gives the
/// view, so pages are as tall as the list shown.
@MainActor @Observable
public final class SearchScreen {
  /// Searches as the query changes.
  public let store: SearchStore
  /// The query as typed (one line: pasted line breaks are spaces), at most ``maximumQueryLength``
  /// characters.
  public private(set) var query = ""
  /// Which part takes the keys.
  public private(set) var focus = SearchFocus.query
  /// How many rows the list shows: the height of a page, and the room the selection is kept in.
  public var listHeight = 20

  /// The longest query kept, in characters; the rest of a longer paste is dropped.
  public static let maximumQueryLength = 256

  /// The selection as last moved, and the query of the results it was moved in.
  private var movedSelection: (query: String, selection: ListSelection)?
  @ObservationIgnored private let onChoose: @MainActor (SearchChoice) -> Void

  /// A screen with an empty query, the query line focused.
  ///
  /// - Parameters:
  ///   - store: searches as the query changes; by default a ``SearchStore`` with the registry's
  ///     client and sleeper, read once, here.
  ///   - onChoose: called with what Enter chose: an artist or an album to open, songs to play.
  public init(
    store: SearchStore = SearchStore(),
    onChoose: @escaping @MainActor (SearchChoice) -> Void = { _ in }
  ) {
    self.store = store
    self.onChoose = onChoose
  }

  /// The rows of the loaded results (empty until results load), the next page's state last.
  public var rows: SearchRows {
    SearchRows(
      results: store.state.results ?? SearchResults(query: "", artists: [], albums: [], songs: []),
      isLoadingMore: store.isLoadingMore, loadMoreFailure: store.loadMoreFailure)
  }

  /// The selection in ``rows``: on the first artist, album or song of results not moved in yet.
  public var selection: ListSelection {
    guard let results = store.state.results else { return ListSelection() }
    if let movedSelection, movedSelection.query == results.query {
      return movedSelection.selection
    }
    return ListSelection(index: rows.firstSelectable ?? 0, top: 0)
  }

  /// The row selected, if the results have one.
  public var selectedRow: SearchRow? {
    let rows = self.rows
    let index = selection.clamped(count: rows.count, height: listHeight).index
    return rows.indices.contains(index) && rows[index].isSelectable ? rows[index] : nil
  }

  // MARK: - The query

  /// Gives the keys to the query line.
  public func focusQuery() {
    focus = .query
  }

  /// Starts a query afresh, as `/` does in vi and less: the query line emptied, taking the keys.
  public func startNewQuery() {
    focusQuery()
    setQuery("")
  }

  /// Gives the keys to the results (or the state shown in their place).
  public func focusResults() {
    focus = .results
  }

  /// Replaces the query with `text` (cut at ``maximumQueryLength``, control characters such as
  /// line breaks made spaces) and searches it after the debounce.
  public func setQuery(_ text: String) {
    let line = oneLine(String(text.prefix(Self.maximumQueryLength)))
    guard line != query else { return }
    query = line
    // The task asks for the query as it is when the task runs, so that the store ends on the
    // last query typed whatever order the tasks of quick keystrokes run in.
    Task { [weak self] in
      guard let self else { return }
      await store.updateQuery(query)
    }
  }

  // MARK: - The results

  /// Changes the selection, fitted to ``rows`` and ``listHeight``, then moved off a header in
  /// the direction of `step`; a section's header shows when its first row is selected. Asks for
  /// the next page of songs once the end of the list shows.
  public func moveSelection(
    step: Int, _ change: (inout ListSelection, _ count: Int, _ height: Int) -> Void
  ) {
    guard let results = store.state.results else { return }
    let rows = self.rows
    var moved = selection
    change(&moved, rows.count, listHeight)
    guard let index = rows.selectable(near: moved.index, step: step) else { return }
    moved.select(index, count: rows.count, height: listHeight)
    if index > 0, case .header = rows[index - 1], moved.top == index {
      moved.select(index - 1, count: rows.count, height: listHeight)
      moved.select(index, count: rows.count, height: listHeight)
    }
    movedSelection = (results.query, moved)
    if moved.visibleRows(count: rows.count, height: listHeight).upperBound == rows.count {
      loadMoreUnlessFailed()
    }
  }

  /// Calls `onChoose` with the selected row: the artist, the album, or every song found from
  /// the one selected. Whether a row was selected.
  @discardableResult
  public func chooseSelection() -> Bool {
    switch selectedRow {
    case .artist(let artist): onChoose(.openArtist(artist))
    case .album(let album): onChoose(.openAlbum(album))
    case .song(_, let index): onChoose(.play(songs: rows.results.songs, startingAt: index))
    case .header, .loadingMore, .loadMoreFailed, nil: return false
    }
    return true
  }

  /// Asks again for what failed when asking again may help: the search, or the next page of
  /// songs. Whether it asked.
  @discardableResult
  public func retry() -> Bool {
    let store = self.store
    switch (store.state, store.loadMoreFailure) {
    case (.failed(_, canRetry: true), _): break
    case (.loaded, let failure?) where failure.isRetryable: break
    default: return false
    }
    Task { await store.retry() }
    return true
  }

  /// Loads the next page of songs, unless there is none, it is loading, or it failed (`r`
  /// retries that).
  private func loadMoreUnlessFailed() {
    guard store.state.results?.hasMoreSongs == true, !store.isLoadingMore,
      store.loadMoreFailure == nil
    else { return }
    let store = self.store
    Task { await store.loadMore() }
  }
}
