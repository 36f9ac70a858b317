import DependencyRegistry
import LoadStore
import MusicPresentation
import Observation
import SubsonicClient
import TerminalScreen

/// The "add to playlist" overlay's state: songs to add, the playlists they may go to, and what
/// became of them.
///
/// ``open(songs:describing:)`` loads the playlists the user may change (their own: see
/// ``username``) and lists them under a first row, "New playlist…". Enter on a playlist adds
/// the songs to it (``PlaylistStore/add(_:to:)``); Enter on the first row makes it a name field,
/// and Enter there creates a playlist of that name with the songs
/// (``PlaylistStore/create(named:songs:)``). Either way the picker closes once the server has
/// answered and the change was read back, and ``lastOutcome`` says what happened in one line
/// (`Added 12 songs to Road trip`, or why not), also handed to `onOutcome`. Esc closes the field,
/// then the picker, having asked nothing.
///
/// While it is open ``handle(_:modifiers:)`` takes every key but the Control keys it does not
/// use (so Ctrl-C still quits); ``PlaylistPickerView`` draws it over the screen. The root sets
/// ``listHeight`` to ``PlaylistPickerView/listHeight(in:)`` of the area it gives the view.
@MainActor @Observable
public final class PlaylistPicker {
  /// Loads the playlists to choose from.
  public let playlistsStore: PlaylistsStore
  /// Adds the songs to a playlist, or creates one with them, and reads it back.
  public let playlistStore: PlaylistStore
  /// The user whose playlists are listed, when the root knows it: the owner of the playlists
  /// the songs may go to. `nil` to find the user from the playlists listed
  /// (`WritablePlaylists`).
  public let username: String?

  /// Whether the picker shows and takes the keys.
  public private(set) var isOpen = false
  /// Where the picker is while open.
  public private(set) var step = PlaylistPickerStep.choosing
  /// The songs to add, in order.
  public private(set) var songs: [SongID] = []
  /// What the songs are, as the title names them: a song's title, an album's name.
  public private(set) var subject = ""
  /// The selection in the rows: 0 is "New playlist…", then the playlists.
  public private(set) var selection = ListSelection()
  /// How many rows the list shows: the height of a page, and the room the selection is kept in.
  public var listHeight = 10
  /// What became of the songs the picker was last opened for; `nil` while it is open and after
  /// it was closed without adding them.
  public private(set) var lastOutcome: PlaylistPickerOutcome?
  /// The requests started and not finished, counted from the key on (for tests, which wait
  /// for 0).
  public var workUnderWay: Int { work.count }

  /// The longest playlist name kept, in characters; the rest of a longer paste is dropped.
  public static let maximumNameLength = 200

  @ObservationIgnored private let work = PendingWork()
  @ObservationIgnored private let onOutcome: @MainActor (PlaylistPickerOutcome) -> Void

  /// A closed picker.
  ///
  /// - Parameters:
  ///   - client: the client both stores use: by default the registry's current
  ///     `DependencyValues.current.subsonicClient`, read once, here.
  ///   - username: the signed-in user, when known: only their playlists are offered.
  ///   - onOutcome: called with each ``lastOutcome`` once the picker has closed with it.
  public init(
    client: SubsonicClient = DependencyValues.current.subsonicClient,
    username: String? = nil,
    onOutcome: @escaping @MainActor (PlaylistPickerOutcome) -> Void = { _ in }
  ) {
    playlistsStore = PlaylistsStore(client: client)
    playlistStore = PlaylistStore(client: client)
    self.username = username
    self.onOutcome = onOutcome
  }

  /// Opens the picker for `songs`, named `name` in its title, and loads the playlists. With no
  /// songs it stays closed and ``lastOutcome`` says there was nothing to add; while songs are
  /// being added it does nothing.
  public func open(songs: [SongID], describing name: String) {
    if case .adding = step { return }
    guard !songs.isEmpty else {
      finish(.failed(reason: "Nothing to add to a playlist: no songs"))
      return
    }
    self.songs = songs
    subject = name
    selection = ListSelection()
    step = .choosing
    lastOutcome = nil
    isOpen = true
    loadPlaylists()
  }

  /// Closes the picker without adding anything (Esc); not while songs are being added.
  public func close() {
    if case .adding = step { return }
    isOpen = false
    step = .choosing
  }

  /// The playlists the songs may be added to, in the server's order; empty until they load.
  public var playlists: [Playlist] {
    WritablePlaylists.filter(playlistsStore.state.value ?? [], username: username)
  }

  /// The rows: "New playlist…", then the playlists.
  public var rowCount: Int { 1 + playlists.count }

  /// The playlist selected; `nil` on "New playlist…".
  public var selectedPlaylist: Playlist? {
    let index = selection.clamped(count: rowCount, height: listHeight).index - 1
    let playlists = self.playlists
    return playlists.indices.contains(index) ? playlists[index] : nil
  }

  /// Changes the selection, fitted to the rows and ``listHeight``; only while choosing.
  public func moveSelection(_ change: (inout ListSelection, _ count: Int, _ height: Int) -> Void) {
    guard isOpen, step == .choosing else { return }
    change(&selection, rowCount, listHeight)
  }

  /// Acts on the selected row, as Enter does: adds the songs to the playlist, or makes "New
  /// playlist…" a name field; in the name field, creates the playlist (a blank name does
  /// nothing). Whether it did something.
  @discardableResult
  public func choose() -> Bool {
    guard isOpen else { return false }
    switch step {
    case .choosing:
      guard let playlist = selectedPlaylist else {
        step = .naming("")
        selection = ListSelection()
        return true
      }
      add(to: NameText.shown(playlist.name, or: .name), isNew: false) { store, songs in
        await store.add(songs, to: playlist.id)
      }
    case .naming(let name):
      guard !name.allSatisfy(\.isWhitespace) else { return false }
      add(to: name, isNew: true) { store, songs in
        await store.create(named: name, songs: songs)
      }
    case .adding:
      return false
    }
    return true
  }

  /// Replaces the name typed with `name` (one line, at most ``maximumNameLength`` characters);
  /// only in the name field.
  public func setName(_ name: String) {
    guard case .naming = step else { return }
    step = .naming(oneLine(String(name.prefix(Self.maximumNameLength))))
  }

  /// Closes the name field, keeping the picker open, or closes the picker (Esc). Whether
  /// either closed.
  @discardableResult
  public func cancel() -> Bool {
    guard isOpen else { return false }
    switch step {
    case .naming: step = .choosing
    case .choosing: close()
    case .adding: return false
    }
    return true
  }

  /// Asks again for the playlists when they failed and asking again may help. Whether it
  /// asked.
  @discardableResult
  public func retry() -> Bool {
    guard isOpen, case .failed(_, canRetry: true) = playlistsStore.state else { return false }
    loadPlaylists()
    return true
  }

  /// Sends the change `change` makes with the store and the songs, then closes with its
  /// outcome.
  private func add(
    to name: String, isNew: Bool,
    _ change: @escaping @MainActor (PlaylistStore, [SongID]) async -> Void
  ) {
    step = .adding(to: name, isNew: isNew)
    let (store, songs) = (playlistStore, self.songs)
    work.run {
      await change(store, songs)
      self.finish(
        PlaylistPickerOutcome(store.state, songCount: songs.count, to: name, isNew: isNew))
    }
  }

  private func finish(_ outcome: PlaylistPickerOutcome) {
    isOpen = false
    step = .choosing
    lastOutcome = outcome
    onOutcome(outcome)
  }

  private func loadPlaylists() {
    let store = playlistsStore
    work.run { await store.load(PlaylistsRequest()) }
  }
}
