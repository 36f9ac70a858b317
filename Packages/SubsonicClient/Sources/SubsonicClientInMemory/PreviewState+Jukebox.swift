import SubsonicClient

// The jukebox of the in-memory server: a playlist, where it is, whether it plays, its volume.
extension PreviewState {
  /// Does `action` and answers the jukebox's state (its playlist for `get`). An unknown song is
  /// the API's not found; an index outside the playlist or a gain outside 0...1 is refused.
  mutating func jukebox(_ action: JukeboxAction) throws(SubsonicError) -> JukeboxStatus {
    switch action {
    case .get, .status:
      break
    case .set(let songs):
      for id in songs { _ = try songRecord(id) }
      let current = jukeboxIndex.flatMap {
        jukeboxSongs.indices.contains($0) ? jukeboxSongs[$0] : nil
      }
      jukeboxSongs = songs
      jukeboxIndex = current.flatMap { songs.firstIndex(of: $0) } ?? (songs.isEmpty ? nil : 0)
    case .start:
      jukeboxPlaying = !jukeboxSongs.isEmpty
      if jukeboxPlaying, jukeboxIndex == nil { jukeboxIndex = 0 }
    case .stop:
      jukeboxPlaying = false
    case .skip(let index, let offset):
      guard jukeboxSongs.indices.contains(index), offset >= 0 else {
        throw .invalidArgument("no song at index \(index) of the jukebox")
      }
      jukeboxIndex = index
      jukeboxPosition = offset
      jukeboxPlaying = true
    case .add(let songs):
      for id in songs { _ = try songRecord(id) }
      jukeboxSongs += songs
      if jukeboxIndex == nil, !jukeboxSongs.isEmpty { jukeboxIndex = 0 }
    case .clear:
      jukeboxSongs = []
      jukeboxIndex = nil
      jukeboxPlaying = false
    case .remove(let index):
      guard jukeboxSongs.indices.contains(index) else {
        throw .invalidArgument("no song at index \(index) of the jukebox")
      }
      jukeboxSongs.remove(at: index)
      if let current = jukeboxIndex, current >= jukeboxSongs.count {
        jukeboxIndex = jukeboxSongs.isEmpty ? nil : jukeboxSongs.count - 1
      }
    case .shuffle:
      jukeboxSongs.reverse()  // deterministic: the preview's "shuffle"
    case .setGain(let gain):
      guard (0...1).contains(gain) else { throw .invalidArgument("gain \(gain) is not in 0...1") }
      jukeboxGain = gain
    }
    return JukeboxStatus(
      currentIndex: jukeboxIndex, playing: jukeboxPlaying, gain: jukeboxGain,
      positionSeconds: jukeboxPosition,
      entries: action == .get
        ? jukeboxSongs.map { id in song(Catalog.songs.first { $0.id == id }!) } : nil)
  }
}
