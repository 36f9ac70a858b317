import JSONOutput
import MusicPresentation
import SubsonicClient

/// `play --json`: `queue` (the song ids, in the order played), `current` (the song that played
/// last, `null` when none did) and `positionMs` (how far into it, `null` when none played).
public struct PlayedJSON: StableJSON, Hashable {
  let queue: [String]
  let current: String?
  let positionMs: Int?

  /// The JSON of a play that ended: its `queue`, stopped at `stoppedAt`.
  public init(queue: [Song], stoppedAt: PlayStatus?) {
    self.queue = queue.map(\.id.rawValue)
    current = stoppedAt?.song.id.rawValue
    positionMs = stoppedAt?.positionMilliseconds
  }

  /// Encodes every key, `null` when unknown.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(queue, forKey: .queue)
    try container.encodeOrNull(current, forKey: .current)
    try container.encodeOrNull(positionMs, forKey: .positionMs)
  }

  private enum Keys: String, CodingKey { case queue, current, positionMs }
}
