import MediaFeature
import PlayFeature
import TerminalScreen

/// The full-screen client's lyrics of the song playing (`L`, over the pane): while shown, the
/// song playing is followed (its lyrics load once when it starts, the latest song winning) and
/// the view follows its position, both through Observation, never by polling. Hidden, nothing
/// is asked: a listener who never opens them pays no request.
@MainActor final class UILyrics {
  /// The lyrics of the song playing.
  let lyrics: NowPlayingLyrics
  private var following: Task<Void, Never>?

  /// Lyrics on the registry's client, read once, here.
  init() {
    lyrics = NowPlayingLyrics()
  }

  /// Follows the song `playback` plays whenever `isShown` holds, until ``stop()``.
  func start(playback: UIPlayback, isShown: @escaping @MainActor () -> Bool) {
    guard following == nil else { return }
    following = Task { [lyrics] in
      while !Task.isCancelled {
        if isShown(), case .playing(let status) = playback.store.state {
          lyrics.follow(status.song)
        }
        await ObservedChange.next {
          _ = isShown()
          _ = playback.store.state
        }
      }
    }
  }

  /// Stops following.
  func stop() {
    following?.cancel()
    following = nil
  }

  /// Draws the lyrics at the position of the song `store` plays, when it is theirs.
  func draw(playing store: PlayStore, in buffer: inout ScreenBuffer, area: Rect) {
    var position: Int?
    if case .playing(let status) = store.state, status.song.id == lyrics.song?.id {
      position = status.positionMilliseconds
    }
    NowPlayingLyricsView.fit(lyrics, to: area)
    NowPlayingLyricsView(lyrics: lyrics, positionMilliseconds: position)
      .draw(in: &buffer, area: area)
  }
}
