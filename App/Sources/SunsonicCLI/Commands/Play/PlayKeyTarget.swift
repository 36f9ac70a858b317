import PlayFeature
import PlayerClient

/// What `play`'s keys and Ctrl-Z act on (``PlayTerminal``): a queue's store, or a station's.
@MainActor protocol PlayKeyTarget: AnyObject {
  /// Whether something plays and is not paused (Ctrl-Z pauses it, and plays it on after).
  var isPlayingUnpaused: Bool { get }
  /// The key's action.
  func act(on key: PlayKey) async
  /// Pauses, or goes on playing.
  func togglePause() async
}

extension PlayStore: PlayKeyTarget {
  var isPlayingUnpaused: Bool {
    guard case .playing(let status) = state else { return false }
    return !status.isPaused
  }

  func act(on key: PlayKey) async {
    switch key {
    case .pause: await togglePause()
    case .next: await next()
    case .previous: await previous()
    case .quit: await quit()
    case .seek(let seconds): await seek(.relative(.seconds(seconds)))
    case .volume(let percent): await changeVolume(by: percent)
    case .mute: await toggleMute()
    }
  }
}

/// A station has no next or previous song, and nowhere to seek.
extension StationPlayStore: PlayKeyTarget {
  var isPlayingUnpaused: Bool {
    guard case .playing(let status) = state else { return false }
    return !status.isPaused
  }

  func act(on key: PlayKey) async {
    switch key {
    case .pause: await togglePause()
    case .next, .previous: break
    case .quit: await quit()
    case .seek: seek()
    case .volume(let percent): await changeVolume(by: percent)
    case .mute: await toggleMute()
    }
  }
}
