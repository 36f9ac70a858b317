import AnnotationFeature
import BrowseFeature
import Observation
import PlayFeature
import SearchFeature
import TerminalScreen
import TerminalSession

/// The full-screen client's shell: which pane shows, the key help, and the feature screens it
/// routes keys to and draws (``UIShellView``). Thin by design: what a pane does is its feature's;
/// the shell only chooses the pane and hands one feature's choice to another (a search result
/// to the library, a song to the player).
@MainActor @Observable
final class UIShell: FullScreenRoot {
  /// The panes, in the order of the tab bar.
  enum Pane: CaseIterable {
    case library, search, queue

    /// The name on the tab bar.
    var title: String {
      switch self {
      case .library: "Library"
      case .search: "Search"
      case .queue: "Queue"
      }
    }
  }

  /// The pane shown.
  private(set) var pane = Pane.library
  /// Whether the key help covers the panes.
  private(set) var showsHelp = false
  /// The library: artists, their albums, an album's songs.
  let library: LibraryBrowser
  /// Search as you type.
  let search: SearchScreen
  /// What plays, and its queue.
  let playback: UIPlayback
  /// Stars, unstars and ratings of what a list has selected.
  let annotations: AnnotationStore
  /// The name of what the last annotation was for, for the status line.
  private(set) var annotatedName = ""

  /// A shell on the registry's clients, read once, here.
  init() {
    let playback = UIPlayback()
    let router = ChoiceRouter()
    self.playback = playback
    annotations = AnnotationStore()
    library = LibraryBrowser(onPlay: { playback.play($0.album.songs, from: $0.index) })
    search = SearchScreen(onChoose: { router.choose($0) })
    router.shell = self
  }

  /// Starts loading what the first pane shows.
  func start() {
    library.start()
  }

  /// Ends what plays (the queue saved on the server) and waits for it.
  func stop() async {
    await playback.stop()
  }

  func draw(into buffer: inout ScreenBuffer) {
    UIShellView(shell: self).draw(into: &buffer)
  }

  func handle(_ event: InputEvent) -> FullScreenAction {
    switch event {
    case .key(let key, let modifiers): return handle(key, modifiers: modifiers)
    case .paste(let text):
      show(.search)
      search.handlePaste(text)
    case .mouse(let mouse): handle(mouse)
    case .focusGained, .focusLost, .synchronizedOutputSupport, .cursorPosition, .unknown:
      break
    }
    return .keepRunning
  }

  /// Shows `pane`; the search pane with its query line taking the keys.
  func show(_ pane: Pane) {
    self.pane = pane
    if pane == .search { search.focusQuery() }
  }

  /// What a search result chosen with Enter does: an artist or an album opens in the library, a
  /// song plays with the songs found after it.
  func choose(_ choice: SearchChoice) {
    switch choice {
    case .openArtist(let artist):
      library.open(artist)
      pane = .library
    case .openAlbum(let album):
      library.open(album)
      pane = .library
    case .play(let songs, let index):
      playback.play(songs, from: index)
    }
  }

  /// Keys: the help first (any key closes it); Tab and Shift-Tab between panes; the query line
  /// (every printable key is typed); then the shell's own keys, what plays, and the pane's.
  private func handle(_ key: Key, modifiers: KeyModifiers) -> FullScreenAction {
    if showsHelp {
      showsHelp = false
      return .keepRunning
    }
    if modifiers.contains(.control), key == .character("l") { return .redraw }
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

  private func handleOutsideTheQuery(_ key: Key, modifiers: KeyModifiers) -> FullScreenAction {
    let plain = modifiers.isDisjoint(with: [.control, .alt, .meta])
    switch key {
    case .character("q") where plain: return .quit
    case .character("?") where plain: showsHelp = true
    case .character("/") where plain: show(.search)
    default:
      if handleInPane(key, modifiers: modifiers) { break }
      let item = selectedItem
      if AnnotationKeys(store: annotations).handle(key, modifiers: modifiers, item: item) {
        annotatedName = item?.name ?? ""
      } else {
        _ = PlaybackKeys(store: playback.store).handle(key, modifiers: modifiers)
      }
    }
    return .keepRunning
  }

  /// What the pane shown has selected, for the annotation keys.
  var selectedItem: AnnotatedItem? {
    switch pane {
    case .library:
      let index = library.selection.index
      switch library.level {
      case .artists:
        return library.artists.indices.contains(index) ? .artist(library.artists[index]) : nil
      case .albums:
        return library.albums.indices.contains(index) ? .album(library.albums[index]) : nil
      case .songs: return library.songs.indices.contains(index) ? .song(library.songs[index]) : nil
      }
    case .search:
      switch search.selectedRow {
      case .artist(let artist): return .artist(artist)
      case .album(let album): return .album(album)
      case .song(let song, _): return .song(song)
      case .header, .loadingMore, .loadMoreFailed, nil: return nil
      }
    case .queue:
      let queue = playback.store.queue
      let index = playback.queue.selection.index
      return queue.indices.contains(index) ? .song(queue[index]) : nil
    }
  }

  private func handleInPane(_ key: Key, modifiers: KeyModifiers) -> Bool {
    switch pane {
    case .library: library.handle(key, modifiers: modifiers)
    case .search: search.handle(key, modifiers: modifiers)
    case .queue: playback.queue.handle(key, modifiers: modifiers)
    }
  }

  /// The mouse (with `--mouse`): a click on a tab shows its pane; the wheel moves the selection.
  private func handle(_ mouse: MouseEvent) {
    switch mouse.action {
    case .press(.left) where mouse.y == 0:
      if let tab = UIShellView.tab(atColumn: mouse.x) { show(tab) }
    case .wheelUp: _ = handleInPane(.up, modifiers: [])
    case .wheelDown: _ = handleInPane(.down, modifiers: [])
    default: break
    }
  }
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

/// Hands a search result to the shell, which exists only after the screen that chooses it.
@MainActor private final class ChoiceRouter {
  weak var shell: UIShell?
  func choose(_ choice: SearchChoice) { shell?.choose(choice) }
}
