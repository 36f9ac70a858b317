import DependencyRegistry
import Observation
import SubsonicClient

/// An album list loaded page by page: the albums of every page loaded so far, in the list's
/// order, and the state of the page asked last.
///
/// Each page is a `getAlbumList2` request of ``pageSize`` albums at the offset of the albums
/// loaded, sent by one ``AlbumListStore`` (which checks it before sending and maps its errors).
/// One page is asked at a time: ``loadNextPage()`` does nothing while a page loads, once a page
/// came back shorter than asked (the list's end), or after a page failed, until ``retry()``
/// asks that page again. A failed page keeps the albums loaded before it. A list in random order
/// is one page: its offset means nothing to the API.
@MainActor @Observable
public final class AlbumListPages {
  /// Which albums, in what order.
  public let type: AlbumListType
  /// The albums asked per page, 1...500.
  public let pageSize: Int
  /// Loads one page at a time; holds the state of the page asked last.
  public let store: AlbumListStore

  /// The albums of every page loaded, in the list's order.
  public private(set) var albums: [Album] = []
  /// Whether the first page has loaded (the list shows its albums, or that it has none).
  public private(set) var hasFirstPage = false
  /// Whether the list's end was reached: a page came back shorter than asked.
  public private(set) var isComplete = false
  /// Whether a page was asked and has not answered yet.
  public private(set) var isLoadingPage = false

  /// An empty list of `type`, nothing asked yet.
  ///
  /// - Parameters:
  ///   - type: the list's albums and order.
  ///   - pageSize: the albums asked per page, clamped to 1...500; 100 by default.
  ///   - client: the client the pages load with: by default the registry's current
  ///     `DependencyValues.current.subsonicClient`, read once, here.
  public init(
    type: AlbumListType, pageSize: Int = 100,
    client: SubsonicClient = DependencyValues.current.subsonicClient
  ) {
    self.type = type
    self.pageSize = min(max(1, pageSize), AlbumListRequest.maximumSize)
    store = AlbumListStore(client: client)
  }

  /// Whether the list loads in pages: every order but random.
  public var isPaged: Bool { type != .random }

  /// Whether anything was asked yet.
  public var hasAsked: Bool { isLoadingPage || store.request != nil }

  /// Whether ``loadNextPage()`` would ask: the first page loaded, the end not reached, no page
  /// loading or failed.
  public var canLoadNextPage: Bool {
    hasFirstPage && !isComplete && !isLoadingPage && store.state.failure == nil
  }

  /// Whether ``retry()`` would ask: the page asked last failed, and asking again may help.
  public var canRetry: Bool {
    guard !isLoadingPage, case .failed(_, canRetry: true) = store.state else { return false }
    return true
  }

  /// The row after the albums: the next page loading or failed; `nil` otherwise, and before the
  /// first page (which shows its state in place of the list).
  public var footer: AlbumListFooter? {
    guard hasFirstPage else { return nil }
    if isLoadingPage { return .loadingMore }
    guard case .failed(let error, let canRetry) = store.state else { return nil }
    return .loadMoreFailed(error, canRetry: canRetry)
  }

  /// Loads the first page, unless it was asked already.
  public func loadFirstPage() async {
    guard !hasAsked else { return }
    await load(offset: 0)
  }

  /// Loads the page after the albums loaded, when ``canLoadNextPage``.
  public func loadNextPage() async {
    guard canLoadNextPage else { return }
    await load(offset: albums.count)
  }

  /// Asks again for the page that failed, when ``canRetry``.
  public func retry() async {
    guard canRetry, let request = store.request else { return }
    await load(offset: request.offset)
  }

  /// Loads the page at `offset` and appends it; a failure leaves the albums as they were.
  private func load(offset: Int) async {
    let request = AlbumListRequest(type: type, size: pageSize, offset: offset)
    isLoadingPage = true
    await store.load(request)
    isLoadingPage = false
    guard store.request == request, case .loaded(let page) = store.state else { return }
    albums.append(contentsOf: page)
    hasFirstPage = true
    isComplete = !isPaged || page.count < request.size
  }
}

/// The row after an album list's albums while its next page is not loaded.
public enum AlbumListFooter: Hashable, Sendable {
  /// The next page is loading.
  case loadingMore
  /// The next page failed: why, and whether `r` may load it.
  case loadMoreFailed(SubsonicError, canRetry: Bool)
}
