import PlayFeature
import PlayerClient

/// What `play`'s keys and Ctrl-Z act on (``PlayTerminal``): a queue's store, or a station's.
@MainActor protocol PlayKeyTarget: AnyObject {
  /// Whether something plays and is not paused (Ctrl-Z pauses it, and plays it on after).
  var isPlayingUnpaused: Bool { get }
  /// Pauses, or goes on playing.
  func togglePause() async
  /// The next song (`forward`), or the one before.
  func skip(forward: Bool) async
  /// Ends playing.
  func quit() async
  /// Goes this many seconds forward (back when negative).
  func seek(bySeconds seconds: Int) async
  /// Makes it louder (`percent` above 0) or quieter.
  func changeVolume(by percent: Int) async
  /// Mutes, or not.
  func toggleMute() async
}

extension PlayKeyTarget {
  /// What `key` does.
  func act(on key: PlayKey) async {
    switch key {
    case .pause: await togglePause()
    case .next: await skip(forward: true)
    case .previous: await skip(forward: false)
    case .quit: await quit()
    case .seek(let seconds): await seek(bySeconds: seconds)
    case .volume(let percent): await changeVolume(by: percent)
    case .mute: await toggleMute()
    }
  }
}

extension PlayStore: PlayKeyTarget {
  var isPlayingUnpaused: Bool {
    if case .playing(let status) = state { !status.isPaused } else { false }
  }

  func skip(forward: Bool) async { if forward { await next() } else { await previous() } }

  func seek(bySeconds seconds: Int) async { await seek(.relative(.seconds(seconds))) }
}

/// A station has no next or previous song, and nowhere to seek (``StationPlayStore/seek()``
/// says so).
extension StationPlayStore: PlayKeyTarget {
  var isPlayingUnpaused: Bool {
    if case .playing(let status) = state { !status.isPaused } else { false }
  }

  func skip(forward: Bool) async {}

  func seek(bySeconds seconds: Int) async { seek() }
}
