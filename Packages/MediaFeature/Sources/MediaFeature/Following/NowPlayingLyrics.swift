import DependencyRegistry
import LoadStore
import Observation
import SubsonicClient
import TerminalScreen

/// The lyrics of the song playing, to follow it: ``follow(_:)`` is told the song playing
/// whenever it may have changed, and loads a song's lyrics once, when it starts, with a
/// ``LyricsStore`` (the latest song wins: a load still running for a song skipped is dropped).
/// ``state`` is the state of the song playing's lyrics, and ``timeline`` their synced lines,
/// which a view follows by the position (``SyncedLyricsTimeline``); plain lyrics, which cannot
/// follow, scroll by the list keys (``scroll(_:)``).
@MainActor @Observable
public final class NowPlayingLyrics {
  /// Loads the lyrics of the song followed.
  public let lyricsStore: LyricsStore
  /// The song followed; `nil` when nothing plays.
  public private(set) var song: Song?
  /// The loads started and not finished: for tests, which wait for 0.
  public private(set) var loadsUnderWay = 0
  /// The first row of plain lyrics shown (0 until scrolled, and for each new song).
  public private(set) var top = 0
  /// How many rows the lyrics show: the height of a page (``NowPlayingLyricsView/fit(_:to:)``).
  public var listHeight = 20
  /// How many columns the lyrics are wrapped to (``NowPlayingLyricsView/fit(_:to:)``).
  public var textWidth = 76

  /// Lyrics following no song yet.
  ///
  /// - Parameter client: the client the lyrics load with: by default the registry's current
  ///   `DependencyValues.current.subsonicClient`, read once, here.
  public init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    lyricsStore = LyricsStore(client: client)
  }

  /// Follows `song`: its lyrics load when it is not the song followed already (the same song
  /// again, as a position moves, asks nothing); `nil` (nothing plays) keeps what was loaded.
  public func follow(_ song: Song?) {
    guard let song, song.id != self.song?.id else { return }
    self.song = song
    top = 0
    load(LyricsRequest(song: song))
  }

  /// Asks again for lyrics that failed to load, when asking again may help. Whether it asked.
  @discardableResult
  public func retry() -> Bool {
    guard case .failed(_, canRetry: true) = state, let request = lyricsStore.request else {
      return false
    }
    load(request)
    return true
  }

  /// Scrolls plain lyrics as `motion` says, within their rows at ``textWidth``; synced lyrics
  /// follow the position instead, and do not move.
  public func scroll(_ motion: ListMotion) {
    let rows = FollowedLyricsRows(
      state, positionMilliseconds: nil, width: textWidth, height: listHeight)
    guard rows.status == nil, timeline == nil else { return }
    top = motion.scrolled(top: top, count: rows.rows.count, height: listHeight)
  }

  /// The state of the song followed's lyrics: ``LoadState/loading`` until the store holds that
  /// song's (never an earlier song's lyrics), ``LoadState/idle`` before any song.
  public var state: LoadState<SongLyrics?, SubsonicError> {
    guard let song else { return .idle }
    guard lyricsStore.request == LyricsRequest(song: song) else { return .loading }
    return lyricsStore.state
  }

  /// The synced lines of the song followed, once loaded; `nil` when there are none (not yet,
  /// not synced, no lyrics).
  public var timeline: SyncedLyricsTimeline? {
    guard case .loaded(let lyrics?) = state else { return nil }
    return SyncedLyricsTimeline(lyrics)
  }

  private func load(_ request: LyricsRequest) {
    loadsUnderWay += 1
    Task {
      await lyricsStore.load(request)
      loadsUnderWay -= 1
    }
  }
}
