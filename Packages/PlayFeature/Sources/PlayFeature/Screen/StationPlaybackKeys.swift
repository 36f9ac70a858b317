import TerminalScreen

/// The keys that control a station playing, as ``PlaybackKeys`` control a queue: Space pauses
/// or goes on playing, `-` and `=` turn the volume down and up, `m` mutes. A live station has
/// no next or previous song and nowhere to seek: `n`, `b`, `,`, `.`, `<` and `>` leave the
/// store's ``StationPlayStore/controlMessage`` saying so, and change nothing.
@MainActor
public struct StationPlaybackKeys {
  /// The store the keys control.
  public let store: StationPlayStore

  /// Keys for `store`.
  public init(store: StationPlayStore) {
    self.store = store
  }

  /// Acts on a key and says whether it was a playback key and a station was playing to act on;
  /// keys with Control, Alt or Meta never are.
  public func handle(_ key: Key, modifiers: KeyModifiers) -> Bool {
    guard modifiers.isDisjoint(with: [.control, .alt, .meta]),
      case .playing = store.state
    else { return false }
    let store = self.store
    switch key {
    case .character(" "): Task { await store.togglePause() }
    case .character("-"): Task { await store.changeVolume(by: -PlayStore.volumeStep) }
    case .character("="): Task { await store.changeVolume(by: PlayStore.volumeStep) }
    case .character("m"): Task { await store.toggleMute() }
    case .character("n"), .character("b"): store.skip()
    case .character(","), .character("."), .character("<"), .character(">"): store.seek()
    default: return false
    }
    return true
  }
}
