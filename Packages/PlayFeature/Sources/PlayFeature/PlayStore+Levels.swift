import PlayerClient

/// The controls that change where the song plays and how loud, passed through to the song
/// playing: a player that cannot (one fed through a pipe) or fails leaves a
/// ``PlayStore/controlMessage``, never a failure of the play.
extension PlayStore: PlayerLevelsControl {
  /// The volume at the start, and the most: the player's own level.
  nonisolated public static let fullVolume = 100

  /// How much one ``changeVolume(by:)`` of the keys changes the volume, in percent.
  nonisolated public static let volumeStep = 5

  /// `volume` changed by `percent`, within 0 to 100 percent, whatever the numbers (no overflow).
  nonisolated public static func volume(_ volume: Int, changedBy percent: Int) -> Int {
    let (sum, overflow) = volume.addingReportingOverflow(percent)
    return overflow ? (percent > 0 ? fullVolume : 0) : min(max(sum, 0), fullVolume)
  }

  /// Goes elsewhere in the song playing (nothing when none plays).
  public func seek(_ target: SeekTarget) async {
    guard let playback else { return }
    await control("seek") { try await playback.seek(target) }
  }

  /// Makes the song playing louder (`percent` above 0) or quieter, from the volume the store
  /// last set, within 0 to 100 percent; the volume is kept only when the player took it.
  public func changeVolume(by percent: Int) async {
    await changePlaybackVolume(by: percent)
  }

  /// Mutes the player, or not; kept only when the player took it.
  public func toggleMute() async {
    await togglePlaybackMute()
  }

  /// Starts from the volume and muting `other` set, for a queue that follows its queue or a
  /// station on the same player (the UI's next queue): this store's first song gets them.
  public func keepLevels(of other: some PlayerLevelsStore) {
    keepPlayerLevels(of: other)
  }

  /// Runs one control: whether it worked; its failure becomes ``controlMessage``.
  @discardableResult
  func control(_ what: String, _ action: () async throws -> Void) async -> Bool {
    do {
      try await action()
      controlMessage = nil
      return true
    } catch let error as PlayerError {
      if case .notSupported(let detail) = error, detail == what {
        controlMessage = "The player cannot \(what) (mpv can)"
        playerLacksControls = true
      } else if case .notSupported(let detail) = error {
        // Not yet, as mpv before the song plays: the player has the control.
        controlMessage = "The player cannot \(detail)"
      } else {
        controlMessage = "Could not \(what): \(error)"
      }
    } catch {
      controlMessage = "Could not \(what): \(PlayFailure.wrapping(error))"
    }
    return false
  }
}
