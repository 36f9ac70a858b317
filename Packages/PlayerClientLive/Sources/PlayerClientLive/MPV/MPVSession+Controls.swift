import PlayerClient

extension MPVSession {
  /// Pauses mpv, or goes on playing, while song `number` is there (nothing once it ended).
  func setPaused(_ paused: Bool, song number: Int) async {
    guard state.withLock({ $0.songs[number] != nil }) else { return }
    _ = await request([.string("set_property"), .string("pause"), .bool(paused)])
  }

  /// Ends song `number` now: mpv leaves it (and goes on with the next, when there is one); its
  /// events end ``PlaybackEnd/stopped``. Nothing when it has ended.
  func stop(song number: Int) async {
    guard let song = state.withLock({ $0.songs[number] }) else { return }
    if let entryID = song.playlistEntryID {
      let isCurrent = state.withLock { $0.currentEntryID == entryID }
      if isCurrent {
        _ = await request([.string("playlist-remove"), .string("current")])
      } else {
        let playlist = await request([.string("get_property"), .string("playlist")])
        if let index = playlist.playlistIDs.firstIndex(of: entryID) {
          _ = await request([.string("playlist-remove"), .number(Double(index))])
        }
      }
    }
    end(number, .stopped)
  }

  /// Runs `command` for song `number`, which must be playing: mpv's refusal is thrown, in
  /// fixed words (mpv's own are not shown).
  func control(_ command: [MPVRequest.Argument], song number: Int, what: String)
    async throws(PlayerError)
  {
    guard state.withLock({ $0.songs[number]?.hasStarted == true }) else {
      throw .notSupported("\(what) before the song plays")
    }
    let reply = await request(command)
    guard reply.succeeded else {
      throw .playerFailed(program: process.name, status: "it refused to \(what)")
    }
  }
}
