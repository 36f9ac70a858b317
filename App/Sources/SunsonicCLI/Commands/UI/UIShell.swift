import AnnotationFeature
import BrowseFeature
import Foundation
import ListsFeature
import MediaFeature
import Observation
import PlayFeature
import PlaylistsFeature
import SearchFeature
import ServerFeature
import SubsonicClient
import TerminalScreen
import TerminalSession

/// The full-screen client's shell: which pane shows, what covers it (key help, details, the
/// playlist picker), and the feature screens it routes keys to and draws (``UIShellView``). Thin
/// by design: what a pane does is its feature's; the shell only chooses the pane and hands one
/// feature's choice to another (a search result to the library, a song to the player, a
/// selection to the actions of ``UIActions``).
@MainActor @Observable
final class UIShell: FullScreenRoot {
  /// The panes, in the order of the tab bar.
  enum Pane: CaseIterable {
    case library, albums, playlists, search, queue, podcasts, radio

    /// The name on the tab bar.
    var title: String {
      switch self {
      case .library: "Library"
      case .albums: "Albums"
      case .playlists: "Playlists"
      case .search: "Search"
      case .queue: "Queue"
      case .podcasts: "Podcasts"
      case .radio: "Radio"
      }
    }
  }

  /// What covers the pane, taking the keys until closed.
  enum Overlay: Equatable {
    case help, songDetails, artistDetails, playlistPicker, lyrics
  }

  /// The pane shown.
  private(set) var pane = Pane.library
  /// What covers the pane, if anything: the playlist picker while it is open (it opens once the
  /// songs of the selection are known), else what the keys opened.
  var overlay: Overlay? {
    actions.picker.isOpen ? .playlistPicker : openedOverlay
  }
  /// The overlay the keys opened (help, details).
  private var openedOverlay: Overlay?
  /// The library: artists, their albums, an album's songs.
  let library: LibraryBrowser
  /// Album lists (newest, random, by genre…) and genres.
  let albumLists: AlbumListsScreen
  /// The playlists and their songs.
  let playlists: PlaylistsScreen
  /// Search as you type.
  let search: SearchScreen
  /// What plays, and its queue.
  let playback: UIPlayback
  /// The podcast channels and their episodes.
  let podcasts: PodcastsScreen
  /// The server's internet radio stations.
  let radio: RadioStationsScreen
  /// What the action keys do with the selection, and the status line they leave.
  let actions: UIActions
  /// A song's details and lyrics.
  let songDetails: SongDetailsScreen
  /// An artist's biography and similar artists.
  let artistDetails: ArtistDetailsScreen
  /// The lyrics of the song playing, following its position (`L`).
  let nowPlayingLyrics = UILyrics()

  /// A shell on the registry's clients, read once, here; `d` downloads into `downloadFolder`
  /// (by default the current folder).
  init(downloadFolder: URL? = nil) {
    let playback = UIPlayback()
    let router = ChoiceRouter()
    self.playback = playback
    let actions = UIActions(playback: playback, downloadingInto: downloadFolder)
    self.actions = actions
    library = LibraryBrowser(onPlay: {
      playback.play(.loaded($0.album.songs, start: $0.index))
    })
    albumLists = AlbumListsScreen(onOpen: { router.shell?.openInLibrary(album: $0) })
    playlists = PlaylistsScreen(onPlay: { playback.play(.loaded($0.songs, start: $0.index)) })
    search = SearchScreen(onChoose: { router.shell?.choose($0) })
    podcasts = PodcastsScreen(
      onPlay: { playback.play(.loaded([$0], start: 0)) },
      onNotice: { actions.say($0) })
    radio = RadioStationsScreen(onPlay: { playback.play(station: $0) })
    songDetails = SongDetailsScreen()
    artistDetails = ArtistDetailsScreen(onOpen: { router.shell?.openInLibrary(artist: $0) })
    router.shell = self
    actions.onPlaylistChanged = { [playlists] in playlists.reload() }
  }

  /// Starts loading what the first pane shows.
  func start() {
    library.start()
    nowPlayingLyrics.start(playback: playback) { [weak self] in self?.overlay == .lyrics }
  }

  /// Ends what plays (the queue saved on the server) and downloads, and waits for them.
  func stop() async {
    actions.cancel()
    nowPlayingLyrics.stop()
    await playback.stop()
  }

  /// Ctrl-Z: what plays (a queue or a station) is paused through its store while the terminal
  /// is the shell's (a player driven over a control channel, mpv, plays on its own when sunsonic
  /// stops), and goes on after `fg`.
  func willSuspend() async {
    pausedForSuspend = await playback.pauseIfPlaying()
  }

  func didResume() async {
    if pausedForSuspend { await playback.resume() }
    pausedForSuspend = false
  }

  @ObservationIgnored private var pausedForSuspend = false

  func draw(into buffer: inout ScreenBuffer) {
    UIShellView(shell: self).draw(into: &buffer)
  }

  func handle(_ event: InputEvent) -> FullScreenAction {
    if lastDrawnTooSmall { return handleWhileTooSmall(event) }
    switch event {
    case .key(let key, let modifiers): return handle(key, modifiers: modifiers)
    case .paste(let text):
      if overlay == .playlistPicker {
        _ = actions.picker.handlePaste(text)
      } else {
        openedOverlay = nil
        show(.search)
        search.handlePaste(text)
      }
    case .mouse(let mouse): handle(mouse)
    case .focusGained, .focusLost, .synchronizedOutputSupport, .cursorPosition, .unknown:
      break
    }
    return .keepRunning
  }

  /// Below the smallest size: `q` quits and Ctrl-L redraws; every other key, paste and click
  /// is dropped, since it would act on a selection the screen does not show.
  private func handleWhileTooSmall(_ event: InputEvent) -> FullScreenAction {
    guard case .key(let key, let modifiers) = event else { return .keepRunning }
    if modifiers.contains(.control), key == .character("l") { return .redraw }
    let plain = modifiers.isDisjoint(with: [.control, .alt, .meta])
    return plain && key == .character("q") ? .quit : .keepRunning
  }

  /// Shows `pane`, starting its first load; the search pane with its query line taking the keys.
  func show(_ pane: Pane) {
    self.pane = pane
    switch pane {
    case .library: library.start()
    case .albums: albumLists.start()
    case .playlists: playlists.start()
    case .search: search.focusQuery()
    case .queue: break
    case .podcasts: podcasts.start()
    case .radio: radio.start()
    }
  }

  /// What a search result chosen with Enter does: an artist or an album opens in the library, a
  /// song plays with the songs found after it.
  func choose(_ choice: SearchChoice) {
    switch choice {
    case .openArtist(let artist): openInLibrary(artist: artist)
    case .openAlbum(let album): openInLibrary(album: album)
    case .play(let songs, let index): playback.play(.loaded(songs, start: index))
    }
  }

  /// Opens `artist`'s albums in the library pane.
  func openInLibrary(artist: Artist) {
    openedOverlay = nil
    library.open(artist)
    pane = .library
  }

  /// Opens `album`'s songs in the library pane.
  func openInLibrary(album: Album) {
    openedOverlay = nil
    library.open(album)
    pane = .library
  }

  /// Keys: an overlay first (the help closes on any key); Tab and Shift-Tab between panes; the
  /// query line (every printable key is typed); then the shell's own keys, the actions, what
  /// plays, and the pane's.
  private func handle(_ key: Key, modifiers: KeyModifiers) -> FullScreenAction {
    if modifiers.contains(.control), key == .character("l") { return .redraw }
    if let overlay {
      handle(key, modifiers: modifiers, over: overlay)
      return .keepRunning
    }
    switch key {
    case .tab: show(pane.next)
    case .backtab: show(pane.previous)
    case .escape where pane == .search && search.focus == .query: search.focusResults()
    default:
      if pane == .search, search.focus == .query, search.handle(key, modifiers: modifiers) {
        return .keepRunning
      }
      return handleOutsideTheQuery(key, modifiers: modifiers)
    }
    return .keepRunning
  }

  private func handle(_ key: Key, modifiers: KeyModifiers, over overlay: Overlay) {
    let plain = modifiers.isDisjoint(with: [.control, .alt, .meta])
    switch overlay {
    case .help:
      openedOverlay = nil
    case .playlistPicker:
      _ = actions.picker.handle(key, modifiers: modifiers)
    case .lyrics:
      handleOverLyrics(key, modifiers: modifiers)
    case .songDetails, .artistDetails:
      let closes =
        key == .escape
        || (plain && (Self.isBack(key) || key == .character("i") || key == .character("q")))
      switch key {
      case _ where closes: openedOverlay = nil
      default:
        if overlay == .songDetails {
          _ = songDetails.handle(key, modifiers: modifiers)
        } else {
          _ = artistDetails.handle(key, modifiers: modifiers)
        }
      }
    }
  }

  private func handleOutsideTheQuery(_ key: Key, modifiers: KeyModifiers) -> FullScreenAction {
    let plain = modifiers.isDisjoint(with: [.control, .alt, .meta])
    switch key {
    case .character("q") where plain: return .quit
    case .character("?") where plain: openedOverlay = .help
    case .character("/") where plain:
      show(.search)
      search.startNewQuery()
    case .character("i") where plain: showDetails()
    case .character("R") where plain: playback.play(.savedQueue)  // at the saved position
    case .character("L") where plain: openedOverlay = .lyrics
    case .character("p") where plain && pane == .radio: radio.playSelection()
    case .character("x") where plain && (selected == nil || pane == .podcasts):
      actions.sayNoRadio(from: pane.title)  // an episode is no song to start a radio from
    case .character("S") where plain && pane == .podcasts:
      actions.say("A podcast episode is not shared: press S on a song or an album")
    default:
      if handleInPane(key, modifiers: modifiers) { break }
      if plain, let selection = selected, actions.handle(key, on: selection) { break }
      _ = playback.handle(key, modifiers: modifiers)
    }
    return .keepRunning
  }

  /// Whether `key` is one the help calls "back" (Left, `h`, Backspace): over details or lyrics it
  /// closes them, as it leaves a level of a list.
  private static func isBack(_ key: Key) -> Bool {
    key == .left || key == .backspace || key == .character("h")
  }

  /// Over the lyrics: Esc, the back keys, `L` or `q` close them, `r` retries them, the list keys scroll plain
  /// lyrics, the playback keys act.
  private func handleOverLyrics(_ key: Key, modifiers: KeyModifiers) {
    let plain = modifiers.isDisjoint(with: [.control, .alt, .meta])
    if key == .escape
      || (plain && (Self.isBack(key) || key == .character("L") || key == .character("q")))
    {
      openedOverlay = nil
    } else if plain, key == .character("r") {
      nowPlayingLyrics.lyrics.retry()
    } else if plain, let motion = ListMotion(key) {
      nowPlayingLyrics.lyrics.scroll(motion)
    } else {
      _ = playback.handle(key, modifiers: modifiers)
    }
  }

  /// `i`: the details of the song or artist selected (an album's are its songs: it opens).
  private func showDetails() {
    switch selected {
    case .song(let song, _, _):
      // The lists hold the song as loaded: the stars and ratings given since are applied.
      songDetails.show(song.annotated(by: actions.annotations.accepted, starredAt: Date()))
      openedOverlay = .songDetails
    case .artist(let artist):
      artistDetails.show(artist)
      openedOverlay = .artistDetails
    case .album(let album): openInLibrary(album: album)
    case .playlist, nil: break
    }
  }

  /// What the pane shown has selected, for the actions.
  var selected: UISelection? {
    switch pane {
    case .library:
      let index = library.selection.index
      switch library.level {
      case .artists:
        return library.artists.indices.contains(index) ? .artist(library.artists[index]) : nil
      case .albums:
        return library.albums.indices.contains(index) ? .album(library.albums[index]) : nil
      case .songs:
        let songs = library.songs
        return songs.indices.contains(index) ? .song(songs[index], in: songs, at: index) : nil
      }
    case .albums:
      return albumLists.selectedAlbum.map { .album($0) }
    case .playlists:
      if let song = playlists.selectedSong {
        let songs = playlists.songs
        let index = playlists.selection.index
        return .song(song, in: songs, at: songs.indices.contains(index) ? index : 0)
      }
      return playlists.selectedPlaylist.map { .playlist($0) }
    case .search:
      switch search.selectedRow {
      case .artist(let artist): return .artist(artist)
      case .album(let album): return .album(album)
      case .song(let song, let index): return .song(song, in: search.rows.results.songs, at: index)
      case .header, .loadingMore, .loadMoreFailed, nil: return nil
      }
    case .queue:
      let queue = playback.store.queue
      let index = playback.queue.selection.index
      return queue.indices.contains(index) ? .song(queue[index], in: queue, at: index) : nil
    case .podcasts:
      guard case .episodes = podcasts.level else { return nil }
      let episodes = podcasts.episodes
      let index = podcasts.selection.index
      guard episodes.indices.contains(index), let song = episodes[index].song else { return nil }
      return .song(song, in: [song], at: 0)
    case .radio:
      return nil  // a station is not a song: Enter and `p` play it
    }
  }

  private func handleInPane(_ key: Key, modifiers: KeyModifiers) -> Bool {
    switch pane {
    case .library: library.handle(key, modifiers: modifiers)
    case .albums: albumLists.handle(key, modifiers: modifiers)
    case .playlists: playlists.handle(key, modifiers: modifiers)
    case .search: search.handle(key, modifiers: modifiers)
    case .queue: playback.queue.handle(key, modifiers: modifiers)
    case .podcasts: podcasts.handle(key, modifiers: modifiers)
    case .radio: radio.handle(key, modifiers: modifiers)
    }
  }

  /// The mouse (with `--mouse`): a click on a tab shows its pane, on a row selects it (again:
  /// opens or plays it); the wheel moves the selection. An overlay takes only the wheel.
  private func handle(_ mouse: MouseEvent) {
    switch mouse.action {
    case .press(.left) where overlay == nil:
      if mouse.y == 0, let tab = UIShellView.tab(atColumn: mouse.x, width: lastWidth) {
        show(tab)
      } else if let row = UIShellView.listRow(of: pane, atY: mouse.y, in: lastBody) {
        _ = click(listRow: row)
      }
    case .wheelUp: _ = handle(.up, modifiers: [])
    case .wheelDown: _ = handle(.down, modifiers: [])
    default: break
    }
  }

  private func click(listRow row: Int) -> Bool {
    switch pane {
    case .library: library.click(listRow: row)
    case .albums: albumLists.click(listRow: row)
    case .playlists: playlists.click(listRow: row)
    case .search: search.click(listRow: row)
    case .queue: playback.queue.click(listRow: row)
    case .podcasts: podcasts.click(listRow: row)
    case .radio: radio.click(listRow: row)
    }
  }

  /// The area the pane was last drawn in (for mouse clicks).
  @ObservationIgnored var lastBody = Rect(x: 0, y: 0, width: 0, height: 0)
  /// The width of the screen last drawn (where the tabs are, for mouse clicks).
  @ObservationIgnored var lastWidth = 80
  /// Whether the screen last drawn was too small for the shell: what the keys would act on is
  /// not shown then, so only quitting and redrawing act.
  @ObservationIgnored var lastDrawnTooSmall = false
}

extension UIShell.Pane {
  /// The pane right of this one on the tab bar, the first after the last.
  var next: Self {
    let all = Self.allCases
    let index = all.firstIndex(of: self) ?? all.startIndex
    return all[(index + 1) % all.count]
  }

  /// The pane left of this one, the last before the first.
  var previous: Self {
    let all = Self.allCases
    let index = all.firstIndex(of: self) ?? all.startIndex
    return all[(index + all.count - 1) % all.count]
  }
}

/// Hands a choice to the shell, which exists only after the screens that make it.
@MainActor private final class ChoiceRouter {
  weak var shell: UIShell?
}
