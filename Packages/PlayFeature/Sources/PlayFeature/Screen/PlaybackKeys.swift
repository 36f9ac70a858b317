import PlayerClient
import TerminalScreen

/// The keys that control what plays, wherever the keys are: Space pauses or goes on playing,
/// `n` plays the next song, `b` the one before (or the song playing again from its start), `,`
/// and `.` seek 10 s back and forward, `<` and `>` 60 s, `-` and `=` turn the volume down and
/// up, `m` mutes, as `sunsonic play` takes them. `q` is left to the root, which quits the whole
/// screen.
@MainActor
public struct PlaybackKeys {
  /// The store the keys control.
  public let store: PlayStore

  /// Keys for `store`.
  public init(store: PlayStore) {
    self.store = store
  }

  /// Acts on a key and says whether it was a playback key and a song was playing to act on;
  /// keys with Control, Alt or Meta never are.
  public func handle(_ key: Key, modifiers: KeyModifiers) -> Bool {
    guard modifiers.isDisjoint(with: [.control, .alt, .meta]),
      case .playing = store.state
    else { return false }
    let store = self.store
    switch key {
    case .character(" "): Task { await store.togglePause() }
    case .character("n"): Task { await store.next() }
    case .character("b"): Task { await store.previous() }
    case .character(","): Task { await store.seek(.relative(.seconds(-10))) }
    case .character("."): Task { await store.seek(.relative(.seconds(10))) }
    case .character("<"): Task { await store.seek(.relative(.seconds(-60))) }
    case .character(">"): Task { await store.seek(.relative(.seconds(60))) }
    case .character("-"): Task { await store.changeVolume(by: -PlayStore.volumeStep) }
    case .character("="): Task { await store.changeVolume(by: PlayStore.volumeStep) }
    case .character("m"): Task { await store.toggleMute() }
    default: return false
    }
    return true
  }
}
