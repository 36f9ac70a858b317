import SubsonicClient

extension SubsonicConnection {
  // MARK: Jukebox

  /// `action` and its parameters (`id` per song, `index`, `offset`, `gain`); the answer's
  /// `jukeboxPlaylist` for `get`, `jukeboxStatus` for the others. Indexes below 0, offsets below
  /// 0 and gains outside 0...1 are refused before anything is sent.
  func jukeboxControl(_ action: JukeboxAction) async throws(SubsonicError) -> JukeboxStatus {
    var parameters: QueryParameters = ["action": action.name]
    switch action {
    case .set(let songs), .add(let songs):
      parameters.add("id", each: songs.map(\.rawValue))
    case .skip(let index, let offset):
      guard index >= 0, offset >= 0 else {
        throw .invalidArgument("the jukebox index and offset must be 0 or more")
      }
      parameters.add("index", index)
      parameters.add("offset", offset)
    case .remove(let index):
      guard index >= 0 else { throw .invalidArgument("the jukebox index must be 0 or more") }
      parameters.add("index", index)
    case .setGain(let gain):
      guard gain.isFinite, (0...1).contains(gain) else {
        throw .invalidArgument("the jukebox gain must be from 0.0 to 1.0")
      }
      parameters.add("gain", String(gain))
    case .get, .status, .start, .stop, .clear, .shuffle:
      break
    }
    let isGet = action == .get
    return try await call(.jukeboxControl, parameters) { envelope throws(WireError) in
      try JukeboxStatus(
        wire: try envelope.requiredObject(isGet ? "jukeboxPlaylist" : "jukeboxStatus"),
        withEntries: isGet)
    }
  }
}

extension JukeboxStatus {
  /// `jukeboxStatus` or `jukeboxPlaylist`: `currentIndex` (-1, or none, is `nil`), `playing`,
  /// `gain` (a number, kept when within 0...1), `position`, and the playlist's `entry` songs.
  init(wire: WireObject, withEntries: Bool) throws(WireError) {
    let gain = wire.double("gain").flatMap { (0...1).contains($0) ? $0 : nil }
    self.init(
      currentIndex: wire.int("currentIndex").flatMap { $0 >= 0 ? $0 : nil },
      playing: wire.bool("playing") ?? false,
      gain: gain,
      positionSeconds: wire.int("position").flatMap { $0 >= 0 ? $0 : nil },
      entries: withEntries ? try wire.list("entry", Song.init(wire:)) : nil)
  }
}
