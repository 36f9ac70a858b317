import DependencyRegistry
import LoadStore
import Observation
import SubsonicClient
import TerminalScreen

/// The library screen's state: the artists, an artist's albums and an album's songs as a
/// navigation stack, each level loaded by its own store and shown with its own selection.
///
/// It holds an ``ArtistsStore``, an ``ArtistStore`` for the artist opened (their albums) and an
/// ``AlbumStore`` for the album opened (its songs), all made with one client read from the
/// registry once, at init. Opening a row moves down a level at once, so the level shows its
/// loading, empty or failed state in place while its store loads; a store asked again for what
/// it holds is not asked twice. Choosing a song calls `onPlay` with a ``SongChoice``.
///
/// ``handle(_:modifiers:)`` takes the keys; ``LibraryView`` draws the state. The root that owns
/// both sets ``listHeight`` to ``LibraryView/listHeight(in:)`` of the area it gives the view, so
/// pages are as tall as the list shown.
@MainActor @Observable
public final class LibraryBrowser: SelectableListScreen {
  /// Loads the artists.
  public let artistsStore: ArtistsStore
  /// Loads the artist opened, with their albums.
  public let artistStore: ArtistStore
  /// Loads the album opened, with its songs.
  public let albumStore: AlbumStore

  /// Where the browser is.
  public internal(set) var level = LibraryLevel.artists
  /// The selection in the artists.
  public private(set) var artistSelection = ListSelection()
  /// The selection in the albums of the artist opened.
  public internal(set) var albumSelection = ListSelection()
  /// The selection in the songs of the album opened.
  public internal(set) var songSelection = ListSelection()
  /// How many rows the list shows: the height of a page, and the room the selection is kept in.
  public var listHeight = 20
  /// The loads started and not finished. A load's store shows `loading` only once its task
  /// runs, a moment after the key: this counts from the key on (for an activity mark, and for
  /// tests, which wait for 0).
  public private(set) var loadsUnderWay = 0

  @ObservationIgnored private let onPlay: @MainActor (SongChoice) -> Void

  /// A browser at the artists, nothing loaded yet (``start()`` loads them).
  ///
  /// - Parameters:
  ///   - client: the client every store loads with: by default the registry's current
  ///     `DependencyValues.current.subsonicClient`, read once, here.
  ///   - onPlay: called with the song chosen (Enter on a song) and its album.
  public init(
    client: SubsonicClient = DependencyValues.current.subsonicClient,
    onPlay: @escaping @MainActor (SongChoice) -> Void = { _ in }
  ) {
    artistsStore = ArtistsStore(client: client)
    artistStore = ArtistStore(client: client)
    albumStore = AlbumStore(client: client)
    self.onPlay = onPlay
  }

  /// Starts loading the artists (of every music folder), unless they were asked for already.
  public func start() {
    guard artistsStore.request == nil, artistsStore.state == .idle else { return }
    load(artistsStore, nil)
  }

  /// The artists loaded, flattened from their index in its order; empty until they load.
  public var artists: ArtistList { ArtistList(artistsStore.state.value ?? []) }

  /// The albums of the artist opened, as the store loaded them; empty until they load.
  public var albums: [Album] { artistStore.state.value?.albums ?? [] }

  /// The songs of the album opened, in track order; empty until they load.
  public var songs: [Song] { albumStore.state.value?.songs ?? [] }

  /// The number of rows of the level shown.
  public var rowCount: Int {
    switch level {
    case .artists: artists.count
    case .albums: albums.count
    case .songs: songs.count
    }
  }

  /// The selection of the level shown.
  public var selection: ListSelection {
    switch level {
    case .artists: artistSelection
    case .albums: albumSelection
    case .songs: songSelection
    }
  }

  /// Keeps `moved` as the selection of the level shown.
  public func keepSelection(_ moved: ListSelection) {
    switch level {
    case .artists: artistSelection = moved
    case .albums: albumSelection = moved
    case .songs: songSelection = moved
    }
  }

  /// Opens the selected row: an artist's albums, an album's songs, or plays a song. Whether a
  /// row was there to open.
  @discardableResult
  public func openSelection() -> Bool {
    let index = selectedIndex
    guard index < rowCount else { return false }
    switch level {
    case .artists:
      let artist = artists[index]
      if artistStore.request != artist.id { albumSelection = ListSelection() }
      level = .albums(artist: artist)
      loadUnlessHeld(artistStore, artist.id)
    case .albums(let artist):
      let album = albums[index]
      if albumStore.request != album.id { songSelection = ListSelection() }
      level = .songs(artist: artist, album: album)
      loadUnlessHeld(albumStore, album.id)
    case .songs:
      guard let album = albumStore.state.value else { return false }
      onPlay(SongChoice(album: album, index: index))
    }
    return true
  }

  /// Goes back a level, its selection kept. Whether there was a level to go back to.
  @discardableResult
  public func goBack() -> Bool {
    guard let parent = level.parent else { return false }
    if case .albums(let artist) = parent {
      // Songs opened from elsewhere: their artist's albums may not be the ones loaded.
      guard !artist.id.rawValue.isEmpty else {
        level = .artists
        return true
      }
      if artistStore.request != artist.id { albumSelection = ListSelection() }
      loadUnlessHeld(artistStore, artist.id)
    }
    level = parent
    return true
  }

  /// Asks again for what the level shown failed to load, when asking again may help. Whether
  /// it asked.
  @discardableResult
  public func retry() -> Bool {
    switch level {
    case .artists: retry(artistsStore)
    case .albums: retry(artistStore)
    case .songs: retry(albumStore)
    }
  }

  /// Loads `request` with `store` unless the store holds it or is loading it.
  func loadUnlessHeld<Request, Value, Failure>(
    _ store: LoadStore<Request, Value, Failure>, _ request: Request
  ) {
    if store.request == request, store.state.failure == nil { return }
    load(store, request)
  }

  private func retry<Request, Value, Failure>(_ store: LoadStore<Request, Value, Failure>) -> Bool {
    guard case .failed(_, canRetry: true) = store.state, let request = store.request else {
      return false
    }
    load(store, request)
    return true
  }

  /// Starts `store` loading `request`; the store lets the latest request win.
  private func load<Request, Value, Failure>(
    _ store: LoadStore<Request, Value, Failure>, _ request: Request
  ) {
    loadsUnderWay += 1
    Task {
      await store.load(request)
      loadsUnderWay -= 1
    }
  }
}
