import JSONOutput
import SubsonicClient

/// `play --station --json`: the `station` played (its id), its `name` (`null` when it has
/// none) and `positionMs`, how long it played (`null` when it never did).
public struct StationPlayedJSON: StableJSON, Hashable {
  let station: String
  let name: String?
  let positionMs: Int?

  /// The JSON of a station's play that ended at `stoppedAt`.
  public init(station: InternetRadioStation, stoppedAt: StationStatus?) {
    self.station = station.id.rawValue
    name = station.name
    positionMs = stoppedAt.map { milliseconds($0.position) }
  }

  /// Encodes every key, `null` when unknown.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(station, forKey: .station)
    try container.encodeOrNull(name, forKey: .name)
    try container.encodeOrNull(positionMs, forKey: .positionMs)
  }

  private enum Keys: String, CodingKey { case station, name, positionMs }
}
