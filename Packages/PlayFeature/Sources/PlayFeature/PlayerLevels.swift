import PlayerClient

/// A store that keeps the volume and muting it last set on its player: a queue's
/// (``PlayStore``) or a station's (``StationPlayStore``); the views show them the same way.
@MainActor public protocol PlayerLevelsStore: AnyObject {
  /// The volume the store last set, 0 to 100 percent.
  var volume: Int { get }
  /// Whether the store last muted the player.
  var isMuted: Bool { get }
}

extension PlayerLevelsStore {
  /// The volume when it is not full (`vol 60%`), or `muted`; `nil` at full volume.
  public var levelsText: String? {
    if isMuted { return "muted" }
    return volume == PlayStore.fullVolume ? nil : "vol \(volume)%"
  }
}

/// The volume and mute controls, written once for both stores: passed through to the playback
/// playing, from the volume the store last set, within 0 to 100 percent, and kept only when the
/// player took them; a playback started later gets them.
@MainActor protocol PlayerLevelsControl: PlayerLevelsStore {
  var volume: Int { get set }
  var isMuted: Bool { get set }
  /// The playback the controls act on; `nil` when nothing plays.
  var playback: Playback? { get }
  /// Runs one control (`what` the player is asked to do): whether it worked; the store says why
  /// not its own way.
  func control(_ what: String, _ action: () async throws -> Void) async -> Bool
}

extension PlayerLevelsControl {
  /// Makes the playback louder (`percent` above 0) or quieter (nothing when none plays).
  func changePlaybackVolume(by percent: Int) async {
    guard let playback else { return }
    let wanted = PlayStore.volume(volume, changedBy: percent)
    if await control("set the volume", { try await playback.setVolume(wanted) }) {
      volume = wanted
    }
  }

  /// Mutes the playback, or not (nothing when none plays).
  func togglePlaybackMute() async {
    guard let playback else { return }
    let wanted = !isMuted
    if await control("mute", { try await playback.setMuted(wanted) }) { isMuted = wanted }
  }

  /// Starts from the volume and muting `other` set (the same player, another store).
  func keepPlayerLevels(of other: some PlayerLevelsStore) {
    volume = other.volume
    isMuted = other.isMuted
  }

  /// Gives a playback the volume and muting the store set before it (a player started for
  /// another song or station); what it cannot take is left as the player has it, silently.
  func applyLevels(to playback: Playback) async {
    if volume != PlayStore.fullVolume { try? await playback.setVolume(volume) }
    if isMuted { try? await playback.setMuted(true) }
  }
}
