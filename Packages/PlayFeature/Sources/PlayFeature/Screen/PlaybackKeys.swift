import PlayerClient
import TerminalScreen

/// The keys that control what plays, wherever the keys are: Space pauses or goes on playing,
/// `n` plays the next song, `b` the one before (or the song playing again from its start), `,`
/// and `.` seek 10 s back and forward, `<` and `>` 60 s, `-` and `=` turn the volume down and
/// up, `m` mutes, as `sunsonic play` takes them. `q` is left to the root, which quits the whole
/// screen.
///
/// For a station (``init(station:)``) the same keys: a live station has no next or previous
/// song and nowhere to seek, so `n`, `b`, `,`, `.`, `<` and `>` leave its
/// ``StationPlayStore/controlMessage`` saying so, and change nothing.
@MainActor
public struct PlaybackKeys {
  /// What the keys control.
  private enum Target {
    case queue(PlayStore)
    case station(StationPlayStore)
  }

  private let target: Target

  /// Keys for a queue's `store`.
  public init(store: PlayStore) {
    target = .queue(store)
  }

  /// Keys for a station's `store`.
  public init(station store: StationPlayStore) {
    target = .station(store)
  }

  /// Acts on a key and says whether it was a playback key and a song or a station was playing
  /// to act on; keys with Control, Alt or Meta never are.
  public func handle(_ key: Key, modifiers: KeyModifiers) -> Bool {
    guard modifiers.isDisjoint(with: [.control, .alt, .meta]) else { return false }
    switch target {
    case .queue(let store):
      guard case .playing = store.state else { return false }
      return handle(key, on: store)
    case .station(let store):
      guard case .playing = store.state else { return false }
      return handle(key, on: store)
    }
  }

  private func handle(_ key: Key, on store: PlayStore) -> Bool {
    switch key {
    case .character(" "): Task { await store.togglePause() }
    case .character("n"): Task { await store.next() }
    case .character("b"): Task { await store.previous() }
    case .character(","): Task { await store.seek(.relative(.seconds(-10))) }
    case .character("."): Task { await store.seek(.relative(.seconds(10))) }
    case .character("<"): Task { await store.seek(.relative(.seconds(-60))) }
    case .character(">"): Task { await store.seek(.relative(.seconds(60))) }
    default: return handleLevels(key, on: store)
    }
    return true
  }

  private func handle(_ key: Key, on store: StationPlayStore) -> Bool {
    switch key {
    case .character(" "): Task { await store.togglePause() }
    case .character("n"), .character("b"): store.skip()
    case .character(","), .character("."), .character("<"), .character(">"): store.seek()
    default: return handleLevels(key, on: store)
    }
    return true
  }

  /// `-`, `=` and `m`, the same for both stores.
  private func handleLevels(_ key: Key, on store: some PlayerLevelsControl) -> Bool {
    switch key {
    case .character("-"): Task { await store.changePlaybackVolume(by: -PlayStore.volumeStep) }
    case .character("="): Task { await store.changePlaybackVolume(by: PlayStore.volumeStep) }
    case .character("m"): Task { await store.togglePlaybackMute() }
    default: return false
    }
    return true
  }
}
