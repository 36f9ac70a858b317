import JSONOutput
import SubsonicClient

/// One station in JSON: `id`, `name`, `streamUrl`, `homePageUrl` (every key present, `null`
/// when unknown); the URLs as the server sent them.
public struct InternetRadioStationJSON: StableJSON, Hashable {
  let id: String
  let name: String?
  let streamURL: String
  let homePageURL: String?

  /// The JSON of `station`.
  public init(_ station: InternetRadioStation) {
    id = station.id.rawValue
    name = station.name
    streamURL = station.streamURL
    homePageURL = station.homePageURL
  }

  /// Encodes every key, `null` when unknown.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(id, forKey: .id)
    try container.encodeOrNull(name, forKey: .name)
    try container.encode(streamURL, forKey: .streamUrl)
    try container.encodeOrNull(homePageURL, forKey: .homePageUrl)
  }

  private enum Keys: String, CodingKey { case id, name, streamUrl, homePageUrl }
}

/// `stations --json`: `{"stations": [...]}`, in the server's order.
public struct InternetRadioStationsJSON: StableJSON, Hashable {
  /// The stations.
  public let stations: [InternetRadioStationJSON]

  /// The JSON of `stations`.
  public init(_ stations: [InternetRadioStation]) {
    self.stations = stations.map(InternetRadioStationJSON.init)
  }
}

/// `station add|update|delete --json`: `action` (`add`, `update`, `delete`), `id` (the station
/// named, `null` for an added one the list did not show) and `station` (as it is now, or was
/// when deleted; `null` when not listed).
public struct InternetRadioEditJSON: StableJSON, Hashable {
  let action: String
  let id: String?
  let station: InternetRadioStationJSON?

  /// The JSON of what `edit` did.
  public init(_ edit: InternetRadioEdit, _ outcome: InternetRadioEditOutcome) {
    switch edit {
    case .add: (action, id) = ("add", outcome.station?.id.rawValue)
    case .update(let given, _): (action, id) = ("update", given.rawValue)
    case .delete(let given): (action, id) = ("delete", given.rawValue)
    }
    station = outcome.station.map(InternetRadioStationJSON.init)
  }

  /// Encodes every key, `null` when unknown.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(action, forKey: .action)
    try container.encodeOrNull(id, forKey: .id)
    try container.encodeOrNull(station, forKey: .station)
  }

  private enum Keys: String, CodingKey { case action, id, station }
}
