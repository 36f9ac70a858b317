import DependencyRegistry
import Observation
import SubsonicClient
import TerminalScreen

/// The album lists screen's state: a row of list kinds (newest, recently played, most played,
/// random, starred, highest rated, A to Z, genres), each kind's albums loaded page by page, the
/// genres and the albums of a genre opened from them.
///
/// Every album list is an ``AlbumListPages`` (``pageSize`` albums a page), made with one client
/// read from the registry once, at init; the genres load with a ``GenresStore``. A kind loads
/// when it is first shown and keeps its rows and its selection while the screen lives; moving
/// the selection within a page (``listHeight`` rows) of the last album loaded asks for the next
/// page. Choosing an album calls `onOpen`.
///
/// ``handle(_:modifiers:)`` takes the keys; ``AlbumListsView`` draws the state. The root that
/// owns both sets ``listHeight`` to ``AlbumListsView/listHeight(in:)`` of the area it gives the
/// view, so pages are as tall as the list shown.
@MainActor @Observable
public final class AlbumListsScreen: SelectableListScreen {
  /// The albums asked per page of every album list.
  public let pageSize: Int
  /// Loads the genres.
  public let genresStore: GenresStore
  /// The kind shown.
  public private(set) var kind = AlbumListKind.newest
  /// The genre whose albums show under the genres kind; `nil` while the genres show.
  public private(set) var openedGenre: Genre?
  /// The albums of the genre opened last (kept when going back to the genres).
  public private(set) var genrePages: AlbumListPages?
  /// How many rows the list shows: the height of a page, and the room the selection is kept in.
  public var listHeight = 20
  /// The loads started and not finished, counted from the key on (for an activity mark, and
  /// for tests, which wait for 0).
  public private(set) var loadsUnderWay = 0

  /// Each album kind's list.
  private let kindPages: [AlbumListKind: AlbumListPages]
  /// Each album kind's selection.
  private var kindSelections: [AlbumListKind: ListSelection] = [:]
  /// Whether the genres were asked for (from the call on, before the store's task runs).
  private var hasAskedGenres = false
  /// The selection in the genres.
  private var genreSelection = ListSelection()
  /// The selection in the albums of the genre opened.
  private var genreAlbumSelection = ListSelection()
  @ObservationIgnored private let client: SubsonicClient
  @ObservationIgnored private let onOpen: @MainActor (Album) -> Void

  /// A screen at the newest albums, nothing loaded yet (``start()`` loads them).
  ///
  /// - Parameters:
  ///   - client: the client every list loads with: by default the registry's current
  ///     `DependencyValues.current.subsonicClient`, read once, here.
  ///   - pageSize: the albums asked per page, 1...500; 100 by default.
  ///   - onOpen: called with the album chosen (Enter, Right or `l` on it).
  public init(
    client: SubsonicClient = DependencyValues.current.subsonicClient,
    pageSize: Int = 100,
    onOpen: @escaping @MainActor (Album) -> Void = { _ in }
  ) {
    self.client = client
    self.pageSize = pageSize
    self.onOpen = onOpen
    genresStore = GenresStore(client: client)
    var kindPages: [AlbumListKind: AlbumListPages] = [:]
    for kind in AlbumListKind.allCases {
      guard let type = kind.albumListType else { continue }
      kindPages[kind] = AlbumListPages(type: type, pageSize: pageSize, client: client)
    }
    self.kindPages = kindPages
  }

  /// Starts loading what the kind shown shows, unless it was asked for already.
  public func start() {
    switch level {
    case .genres:
      guard !hasAskedGenres else { return }
      hasAskedGenres = true
      let store = genresStore
      run { await store.load(GenresRequest()) }
    case .albums, .genreAlbums:
      guard let pages, !pages.hasAsked else { return }
      run { await pages.loadFirstPage() }
    }
  }

  /// What the screen shows.
  public var level: AlbumListsLevel {
    guard kind == .genres else { return .albums(kind) }
    return openedGenre.map { .genreAlbums($0) } ?? .genres
  }

  /// The album list shown; `nil` while the genres show.
  public var pages: AlbumListPages? {
    switch level {
    case .albums(let kind): kindPages[kind]
    case .genres: nil
    case .genreAlbums: genrePages
    }
  }

  /// The album list of `kind`; `nil` for the genres.
  public func pages(of kind: AlbumListKind) -> AlbumListPages? {
    kindPages[kind]
  }

  /// The genres loaded, sorted by name; empty until they load.
  public var genres: [Genre] { genresStore.state.value ?? [] }

  /// The rows of the list shown: the genres, or the albums and the next page's row.
  public var rowCount: Int {
    guard let pages else { return genres.count }
    return pages.albums.count + (pages.footer == nil ? 0 : 1)
  }

  /// The selection of the list shown. On the last album loaded, the list scrolls so that the
  /// row after it (the next page loading or failed) shows too.
  public var selection: ListSelection {
    let stored =
      switch level {
      case .albums(let kind): kindSelections[kind] ?? ListSelection()
      case .genres: genreSelection
      case .genreAlbums: genreAlbumSelection
      }
    guard let pages, pages.footer != nil, stored.index == pages.albums.count - 1 else {
      return stored
    }
    var shown = stored
    shown.select(pages.albums.count, count: rowCount, height: listHeight)
    shown.select(stored.index, count: rowCount, height: listHeight)
    return shown
  }

  /// The album selected, for what the shell does with it (play, queue, star, download…);
  /// `nil` at the genres and on the next page's row.
  public var selectedAlbum: Album? {
    guard let albums = pages?.albums else { return nil }
    let index = selectedIndex
    return albums.indices.contains(index) ? albums[index] : nil
  }

  /// The genre selected; `nil` but at the genres.
  public var selectedGenre: Genre? {
    guard case .genres = level else { return nil }
    let index = selectedIndex
    return genres.indices.contains(index) ? genres[index] : nil
  }

  /// Shows `kind`, as it was left, and starts loading it if it was never asked for.
  public func show(_ kind: AlbumListKind) {
    self.kind = kind
    start()
  }

  /// Keeps `moved` as the selection of the list shown; asks for the next page of albums when
  /// the selection comes within a page of the last album loaded.
  public func keepSelection(_ moved: ListSelection) {
    switch level {
    case .albums(let kind): kindSelections[kind] = moved
    case .genres: genreSelection = moved
    case .genreAlbums: genreAlbumSelection = moved
    }
    guard let pages, pages.canLoadNextPage,
      moved.index + max(1, listHeight) >= pages.albums.count
    else { return }
    run { await pages.loadNextPage() }
  }

  /// Opens the selected row: the albums of a genre, or an album (`onOpen`); on a next page that
  /// failed, asks for it again. Whether there was a row to open.
  @discardableResult
  public func openSelection() -> Bool {
    let index = selectedIndex
    guard index < rowCount else { return false }
    guard let pages else {
      open(genres[index])
      return true
    }
    guard index < pages.albums.count else { return retry() }
    onOpen(pages.albums[index])
    return true
  }

  /// Shows the albums of `genre` under the genres kind (back goes to the genres). The genre
  /// opened last keeps its albums and selection; another one starts afresh.
  public func open(_ genre: Genre) {
    if genrePages?.type != .byGenre(genre.name) {
      genrePages = AlbumListPages(type: .byGenre(genre.name), pageSize: pageSize, client: client)
      genreAlbumSelection = ListSelection()
    }
    openedGenre = genre
    show(.genres)
  }

  /// Goes back from a genre's albums to the genres, their selection kept. Whether there was a
  /// level to go back to.
  @discardableResult
  public func goBack() -> Bool {
    guard kind == .genres, openedGenre != nil else { return false }
    openedGenre = nil
    start()
    return true
  }

  /// Asks again for what the list shown failed to load (its first page, its next page, the
  /// genres) when asking again may help. Whether it asked.
  @discardableResult
  public func retry() -> Bool {
    guard let pages else {
      guard case .failed(_, canRetry: true) = genresStore.state else { return false }
      let store = genresStore
      run { await store.retry() }
      return true
    }
    guard pages.canRetry else { return false }
    run { await pages.retry() }
    return true
  }

  /// Runs `load` in a task, counted in ``loadsUnderWay`` until it ends.
  private func run(_ load: @escaping @MainActor () async -> Void) {
    loadsUnderWay += 1
    Task {
      await load()
      loadsUnderWay -= 1
    }
  }
}
