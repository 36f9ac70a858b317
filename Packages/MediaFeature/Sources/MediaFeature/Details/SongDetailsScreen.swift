import DependencyRegistry
import LoadStore
import Observation
import SubsonicClient
import TerminalScreen

/// The song details overlay's state: the song shown, its lyrics loaded by a ``LyricsStore``,
/// and how far the text is scrolled.
///
/// ``show(_:)`` shows a song and loads its lyrics by song id or by artist and title, synced
/// lyrics shown as plain lines (unless the store holds them already); ``handle(_:modifiers:)`` takes the keys; ``SongDetailsView`` draws the state:
/// the song's fields, a rule, then the lyrics or their state (loading, none, failed). The whole
/// text scrolls. The root that owns the screen sets ``listHeight`` and ``textWidth`` from the
/// area it gives the view (``SongDetailsView/fit(_:to:)``), so the text scrolls as it shows.
@MainActor @Observable
public final class SongDetailsScreen {
  /// Loads the lyrics of the song shown.
  public let lyricsStore: LyricsStore

  /// The song shown; `nil` until ``show(_:)``.
  public private(set) var song: Song?
  /// The first line of the text shown at the top of its area (0 until scrolled).
  public private(set) var top = 0
  /// How many rows the text shows: the height of a page.
  public var listHeight = 20
  /// How many columns the text is wrapped to.
  public var textWidth = 76
  /// The lyrics loads started and not finished (a store shows `loading` only once its task
  /// runs): for an activity mark, and for tests, which wait for 0.
  public private(set) var loadsUnderWay = 0

  /// A screen showing no song yet.
  ///
  /// - Parameter client: the client the lyrics load with: by default the registry's current
  ///   `DependencyValues.current.subsonicClient`, read once, here.
  public init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    lyricsStore = LyricsStore(client: client)
  }

  /// Shows `song` from the top of its details and starts loading its lyrics, unless the store
  /// holds them or is loading them.
  public func show(_ song: Song) {
    self.song = song
    top = 0
    let request = LyricsRequest(song: song)
    if lyricsStore.request == request, lyricsStore.state.failure == nil { return }
    loadLyrics(request)
  }

  /// Asks again for lyrics that failed to load, when asking again may help. Whether it asked.
  @discardableResult
  public func retry() -> Bool {
    guard case .failed(_, canRetry: true) = lyricsStore.state, let request = lyricsStore.request
    else { return false }
    loadLyrics(request)
    return true
  }

  /// Scrolls the text as `motion` says, within its lines at ``textWidth``.
  public func scroll(_ motion: ListMotion) {
    guard let song else { return }
    let count = SongDetailsLines(song: song, lyrics: lyricsStore.state, width: textWidth).count
    top = motion.scrolled(top: top, count: count, height: listHeight)
  }

  private func loadLyrics(_ request: LyricsRequest) {
    loadsUnderWay += 1
    Task {
      await lyricsStore.load(request)
      loadsUnderWay -= 1
    }
  }
}
