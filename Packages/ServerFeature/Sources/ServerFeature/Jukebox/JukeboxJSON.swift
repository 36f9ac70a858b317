import JSONOutput
import SubsonicClient

/// `jukebox --json`: `action`, `currentIndex`, `playing`, `gain`, `position` (`null` when
/// unknown) and `entries` (the playlist's song ids and titles for `get`, else `null`).
public struct JukeboxJSON: StableJSON, Hashable {
  let action: String
  let status: JukeboxStatus

  /// The JSON of the state after `action`.
  public init(_ action: JukeboxAction, _ status: JukeboxStatus) {
    self.action = action.name
    self.status = status
  }

  /// Encodes every key, `null` when unknown.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(action, forKey: .action)
    try container.encodeOrNull(status.currentIndex, forKey: .currentIndex)
    try container.encode(status.playing, forKey: .playing)
    try container.encodeOrNull(status.gain, forKey: .gain)
    try container.encodeOrNull(status.positionSeconds, forKey: .position)
    try container.encodeOrNull(
      status.entries.map { $0.map { Entry(id: $0.id.rawValue, title: $0.title) } },
      forKey: .entries)
  }

  private struct Entry: Encodable, Hashable {
    let id: String
    let title: String
  }

  private enum Keys: String, CodingKey {
    case action, currentIndex, playing, gain, position, entries
  }
}
