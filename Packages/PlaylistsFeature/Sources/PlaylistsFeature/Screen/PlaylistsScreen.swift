import DependencyRegistry
import LoadStore
import Observation
import SubsonicClient
import TerminalScreen

/// The playlists screen's state: the playlists, and the songs of the one opened, each level
/// loaded by its own store and shown with its own selection.
///
/// It holds a ``PlaylistsStore`` (the signed-in user's playlists and the public ones the server
/// lists) and a ``PlaylistStore`` for the playlist opened (its entries), both made with one
/// client read from the registry once, at init. Opening a row moves down a level at once, so
/// the level shows its loading, empty or failed state in place while its store loads; a
/// playlist opened again is not asked again unless ``reload()`` came in between. Choosing a song
/// calls `onPlay` with a ``PlaylistChoice``.
///
/// ``reload()`` asks again for what the screen has shown (the shell calls it after a song was
/// added to a playlist); the rows shown stay until the answer comes, and so do the selections.
///
/// ``handle(_:modifiers:)`` takes the keys and ``click(listRow:)`` the mouse; ``PlaylistsView``
/// draws the state. The root that owns both sets ``listHeight`` to
/// ``PlaylistsView/listHeight(in:)`` of the area it gives the view, so pages are as tall as the
/// list shown.
@MainActor @Observable
public final class PlaylistsScreen: SelectableListScreen {
  /// Loads the playlists.
  public let playlistsStore: PlaylistsStore
  /// Loads the playlist opened, with its entries.
  public let playlistStore: PlaylistStore

  /// Where the screen is.
  public private(set) var level = PlaylistsLevel.playlists
  /// The selection in the playlists.
  public private(set) var playlistSelection = ListSelection()
  /// The selection in the songs of the playlist opened.
  public private(set) var songSelection = ListSelection()
  /// How many rows the list shows: the height of a page, and the room the selection is kept in.
  public var listHeight = 20
  /// The loads started and not finished. A store shows `loading` only once its task runs, a
  /// moment after the key: this counts from the key on (for tests, which wait for 0).
  public var loadsUnderWay: Int { work.count }

  /// The playlists as last loaded: shown while they load again.
  private var heldPlaylists: [Playlist] = []
  /// The playlist opened as last loaded, with its entries: shown while it loads again.
  private var heldPlaylist: Playlist?
  /// The playlist last opened: the one ``songSelection`` is in and the store was asked for.
  private var openedID: PlaylistID?
  /// Whether a ``reload()`` came while the playlist last opened was not shown.
  @ObservationIgnored private var openedIsStale = false
  @ObservationIgnored private let work = PendingWork()
  @ObservationIgnored private let onPlay: @MainActor (PlaylistChoice) -> Void

  /// A screen at the playlists, nothing loaded yet (``start()`` loads them).
  ///
  /// - Parameters:
  ///   - client: the client every store loads with: by default the registry's current
  ///     `DependencyValues.current.subsonicClient`, read once, here.
  ///   - onPlay: called with the song chosen (Enter on a song) and its playlist's songs.
  public init(
    client: SubsonicClient = DependencyValues.current.subsonicClient,
    onPlay: @escaping @MainActor (PlaylistChoice) -> Void = { _ in }
  ) {
    playlistsStore = PlaylistsStore(client: client)
    playlistStore = PlaylistStore(client: client)
    self.onPlay = onPlay
  }

  /// Starts loading the playlists, unless they were asked for already.
  public func start() {
    guard playlistsStore.request == nil, playlistsStore.state == .idle else { return }
    loadPlaylists()
  }

  /// Asks again for the playlists and, when its songs show, the playlist opened; the rows shown
  /// stay until the answers come. A playlist opened later is asked again. Nothing is asked
  /// before ``start()``.
  public func reload() {
    guard playlistsStore.request != nil else { return }
    loadPlaylists()
    if case .songs = level, let openedID {
      loadPlaylist(openedID)
    } else {
      openedIsStale = openedID != nil
    }
  }

  /// The playlists, in the server's order: as loaded, or as last loaded while they load again;
  /// empty until they load.
  public var playlists: [Playlist] {
    switch playlistsStore.state {
    case .loaded(let playlists): playlists
    case .loading: heldPlaylists
    case .idle, .failed: []
    }
  }

  /// The playlist opened with its entries, as loaded or as last loaded while it loads again;
  /// `nil` at the playlists and until it loads.
  public var openedPlaylist: Playlist? {
    guard case .songs(let chosen) = level else { return nil }
    switch playlistStore.state {
    case .loaded(let playlist) where playlist.id == chosen.id: return playlist
    case .loading where heldPlaylist?.id == chosen.id: return heldPlaylist
    default: return nil
    }
  }

  /// The songs of the playlist opened, in its order; empty until they load.
  public var songs: [Song] { openedPlaylist?.entries ?? [] }

  /// The number of rows of the level shown.
  public var rowCount: Int {
    switch level {
    case .playlists: playlists.count
    case .songs: songs.count
    }
  }

  /// The selection of the level shown.
  public var selection: ListSelection {
    switch level {
    case .playlists: playlistSelection
    case .songs: songSelection
    }
  }

  /// The playlist selected, at the playlists; `nil` at the songs or with no playlist.
  public var selectedPlaylist: Playlist? {
    guard case .playlists = level else { return nil }
    return selectedRow(of: playlists)
  }

  /// The song selected, at a playlist's songs; `nil` at the playlists or with no song.
  public var selectedSong: Song? {
    guard case .songs = level else { return nil }
    return selectedRow(of: songs)
  }

  /// Keeps `moved` as the selection of the level shown.
  public func keepSelection(_ moved: ListSelection) {
    switch level {
    case .playlists: playlistSelection = moved
    case .songs: songSelection = moved
    }
  }

  /// Opens the selected row: a playlist's songs, or plays a song with its playlist. Whether a
  /// row was there to open.
  @discardableResult
  public func openSelection() -> Bool {
    let index = selectedIndex
    guard index < rowCount else { return false }
    switch level {
    case .playlists:
      let playlist = playlists[index]
      level = .songs(of: playlist)
      if openedID != playlist.id {
        songSelection = ListSelection()
        loadPlaylist(playlist.id)
      } else if openedIsStale || playlistStore.state.isFailed {
        loadPlaylist(playlist.id)
      }
    case .songs:
      guard let playlist = openedPlaylist else { return false }
      onPlay(PlaylistChoice(playlistID: playlist.id, songs: playlist.entries, index: index))
    }
    return true
  }

  /// Goes back to the playlists, their selection kept. Whether there was a level to go back to.
  @discardableResult
  public func goBack() -> Bool {
    guard case .songs = level else { return false }
    level = .playlists
    return true
  }

  /// Asks again for what the level shown failed to load, when asking again may help. Whether
  /// it asked.
  @discardableResult
  public func retry() -> Bool {
    switch level {
    case .playlists:
      guard case .failed(_, canRetry: true) = playlistsStore.state else { return false }
      loadPlaylists()
    case .songs:
      guard case .failed(_, canRetry: true) = playlistStore.state, let openedID else {
        return false
      }
      loadPlaylist(openedID)
    }
    return true
  }

  private func selectedRow<Row>(of rows: [Row]) -> Row? {
    let index = selection.clamped(count: rows.count, height: listHeight).index
    return rows.indices.contains(index) ? rows[index] : nil
  }

  private func loadPlaylists() {
    let store = playlistsStore
    work.run {
      await store.load(PlaylistsRequest())
      self.heldPlaylists = store.state.value ?? []
    }
  }

  private func loadPlaylist(_ id: PlaylistID) {
    openedID = id
    openedIsStale = false
    let store = playlistStore
    work.run {
      await store.load(id)
      if case .loaded(let playlist) = store.state { self.heldPlaylist = playlist }
    }
  }
}

extension PlaylistStore.State {
  /// Whether the state is a failure.
  var isFailed: Bool {
    if case .failed = self { return true }
    return false
  }
}
