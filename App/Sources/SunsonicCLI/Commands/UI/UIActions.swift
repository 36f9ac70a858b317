import AnnotationFeature
import DependencyRegistry
import Foundation
import MediaFeature
import Observation
import PlayFeature
import PlaylistsFeature
import ServerFeature
import SubsonicClient
import TerminalScreen

/// What the action keys do with the selection of any list, and which of them the status line
/// speaks for (the last one used): `p` plays it, `x` plays a radio from it (songs like a song,
/// an album or an artist, as `play --radio`), `a` adds it to the queue, `+` to a playlist
/// (the picker), `d` downloads its songs into the folder `ui` started in, `S` shares it (a
/// public link to a song or an album), `s`/`u`/`0`-`5` annotate it. An album, an artist or a playlist stands for its songs, learnt as `play` learns
/// them (``PlayQueueBuilder``).
@MainActor @Observable
final class UIActions {
  /// Which action the status line speaks for.
  enum Status: Equatable {
    case annotation, queue, download, playlist, share
    /// A line of the shell's own: learning the songs of what was selected failed.
    case failure(String)
    /// A line of a pane's own, not a failure: why what was chosen cannot play, say.
    case notice(String)
  }

  /// The action the status line speaks for; `nil` before the first.
  private(set) var status: Status?
  /// Stars, unstars and ratings.
  let annotations: AnnotationStore
  /// The name of what the last annotation was for.
  private(set) var annotatedName = ""
  /// The songs downloaded last.
  let downloads: SongsDownload
  /// The "add to a playlist" picker.
  let picker: PlaylistPicker
  /// The share the last `S` made.
  let shares: ShareEditStore
  /// The name of what the last `S` shared.
  private(set) var sharedName = ""
  /// Called after the picker changed a playlist (the playlists pane reloads).
  @ObservationIgnored var onPlaylistChanged: @MainActor () -> Void = {}

  @ObservationIgnored private let playback: UIPlayback
  @ObservationIgnored private let builder: PlayQueueBuilder
  @ObservationIgnored private let folder: URL
  @ObservationIgnored private var downloading: Task<Void, Never>?

  /// Actions with the registry's client, read once, here; downloads go to `folder` (by default
  /// the current folder).
  init(playback: UIPlayback, downloadingInto folder: URL? = nil) {
    let client = DependencyValues.current.subsonicClient
    self.playback = playback
    annotations = AnnotationStore(client: client)
    downloads = SongsDownload(client: client)
    shares = ShareEditStore(client: client)
    let relay = OutcomeRelay()
    picker = PlaylistPicker(client: client, onOutcome: { _ in relay.handle() })
    builder = PlayQueueBuilder(client: client)
    self.folder =
      folder ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    relay.handle = { [weak self] in
      self?.status = .playlist
      self?.onPlaylistChanged()
    }
  }

  /// Acts on a plain key for `selection`; whether it was an action key with something to do.
  func handle(_ key: Key, on selection: UISelection) -> Bool {
    switch key {
    case .character("p"): playback.play(selection.playing)
    case .character("x"): playRadio(from: selection)
    case .character("a"):
      playback.add(selection.songs, named: selection.name)
      status = playback.addition == nil ? status : .queue
    case .character("d"): download(selection)
    case .character("+"): addToPlaylist(selection)
    case .character("S"): share(selection)
    default:
      guard AnnotationKeys(store: annotations).handle(key, modifiers: [], item: selection.annotated)
      else { return false }
      annotatedName = selection.name
      status = .annotation
    }
    return true
  }

  /// `x`: a radio from the selection, played as `p` plays (the status line says from what), or
  /// the line saying a playlist has none.
  private func playRadio(from selection: UISelection) {
    guard let seed = selection.radioSeed else {
      say("A playlist has no radio: press x on a song, an album or an artist")
      return
    }
    playback.play(.radio(seed))
    say("Radio from “\(selection.name)”: songs like it")
  }

  /// `x` where nothing with a radio is selected (a station, a podcast, an empty list): the line
  /// saying where a radio comes from.
  func sayNoRadio(from pane: String) {
    say("No radio from here (\(pane)): press x on a song, an album or an artist")
  }

  /// Stops a download under way (its partial file removed).
  func cancel() {
    downloading?.cancel()
  }

  /// `d`: the selection's songs saved here, one after the other; a new `d` replaces a download
  /// under way.
  private func download(_ selection: UISelection) {
    downloading?.cancel()
    status = .download
    let (builder, downloads, folder) = (self.builder, self.downloads, self.folder)
    downloading = Task {
      guard let songs = await songs(of: selection, with: builder) else { return }
      await downloads.download(songs, into: folder, shownAs: nil)
    }
  }

  /// `+`: the picker opens on the selection's songs.
  private func addToPlaylist(_ selection: UISelection) {
    let builder = self.builder
    Task {
      guard let songs = await songs(of: selection, with: builder) else { return }
      picker.open(songs: songs.map(\.id), describing: selection.name)
    }
  }

  /// `S`: a public link to the selected song or album (`createShare`), shown on the status line.
  private func share(_ selection: UISelection) {
    guard let item = selection.shared else {
      say("Only a song or an album can be shared: press S on one")
      return
    }
    sharedName = selection.name
    status = .share
    let shares = self.shares
    Task { await shares.load(.create([item], description: nil, expires: nil)) }
  }

  /// Puts `line`, a pane's own, on the status line.
  func say(_ line: String) {
    status = .notice(line)
  }

  /// The songs `selection` stands for; `nil`, with the failure on the status line, when they
  /// could not be learnt.
  private func songs(of selection: UISelection, with builder: PlayQueueBuilder) async -> [Song]? {
    do {
      let (songs, start) = try await builder.queue(for: selection.songs)
      return Array(songs[start...])
    } catch {
      status = .failure("“\(selection.name)”: \(SubsonicError.wrapping(error))")
      return nil
    }
  }
}

/// Hands the picker's outcome to the actions, which exist only after the picker.
@MainActor private final class OutcomeRelay {
  var handle: @MainActor () -> Void = {}
}
