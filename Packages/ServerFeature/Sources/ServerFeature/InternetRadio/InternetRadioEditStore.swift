import LoadStore
import SubsonicClient

/// Adds, changes or deletes an internet radio station (admins only) and loads what it did
/// (``InternetRadioEditOutcome``): the stations are listed before and after the write, so that
/// an unknown id is refused before anything is sent and the station added is found by the id
/// the server gave it (the API answers a write with nothing).
public typealias InternetRadioEditStore = LoadStore<
  InternetRadioEdit, InternetRadioEditOutcome, SubsonicError
>

/// One change to the server's internet radio stations.
public enum InternetRadioEdit: SubsonicEdit, Hashable {
  /// Add a station (`createInternetRadioStation`).
  case add(InternetRadioStationFields)
  /// Change what `change` gives of a station, keeping the rest (`updateInternetRadioStation`,
  /// which takes every field).
  case update(InternetRadioStationID, InternetRadioStationChange)
  /// Delete a station (`deleteInternetRadioStation`).
  case delete(InternetRadioStationID)

  /// Why the edit is refused before anything is sent (an update that changes nothing, a blank
  /// name or stream URL); `nil` when it can be sent.
  public var validationError: SubsonicError? {
    switch self {
    case .add(let fields):
      if fields.name.isEmpty || fields.streamURL.isEmpty {
        return .invalidArgument("a station needs a name and a stream URL")
      }
    case .update(_, let change):
      if change.name == nil && change.streamURL == nil && change.homePageURL == nil {
        return .invalidArgument("nothing to change: give a name, a stream URL or a home page")
      }
    case .delete:
      break
    }
    return nil
  }

  /// Sends the edit with `client` and reads back what it did.
  public func send(_ client: SubsonicClient) async throws -> InternetRadioEditOutcome {
    let before = try await client.getInternetRadioStations()
    switch self {
    case .add(let fields):
      try await client.createInternetRadioStation(fields)
      let after = try await client.getInternetRadioStations()
      let known = Set(before.map(\.id))
      let added = after.filter { !known.contains($0.id) }
      let station =
        added.count == 1
        ? added[0]
        : added.last { $0.name == fields.name && $0.streamURL == fields.streamURL }
      return InternetRadioEditOutcome(station: station, stations: after)
    case .update(let id, let change):
      let old = try Self.station(id, in: before)
      try await client.updateInternetRadioStation(id, change.applied(to: old))
      let after = try await client.getInternetRadioStations()
      return InternetRadioEditOutcome(station: after.first { $0.id == id }, stations: after)
    case .delete(let id):
      let old = try Self.station(id, in: before)
      try await client.deleteInternetRadioStation(id)
      return InternetRadioEditOutcome(
        station: old, stations: before.filter { $0.id != id })
    }
  }

  private static func station(
    _ id: InternetRadioStationID, in stations: [InternetRadioStation]
  ) throws(SubsonicError) -> InternetRadioStation {
    guard let station = stations.first(where: { $0.id == id }) else {
      throw .itemNotFound(kind: "internet radio station", item: id.rawValue)
    }
    return station
  }
}

/// What an update changes of a station; `nil` keeps what it has.
public struct InternetRadioStationChange: Sendable, Hashable {
  /// The new name.
  public var name: String?
  /// The new stream URL.
  public var streamURL: String?
  /// The new home page.
  public var homePageURL: String?

  /// Creates a change.
  public init(name: String? = nil, streamURL: String? = nil, homePageURL: String? = nil) {
    self.name = name
    self.streamURL = streamURL
    self.homePageURL = homePageURL
  }

  /// Every field of `station` with this change made (a station without a name keeps none:
  /// the API then gets an empty one, which it refuses).
  public func applied(to station: InternetRadioStation) -> InternetRadioStationFields {
    InternetRadioStationFields(
      name: name ?? station.name ?? "", streamURL: streamURL ?? station.streamURL,
      homePageURL: homePageURL ?? station.homePageURL)
  }
}

/// What an ``InternetRadioEdit`` did: the station added, changed or deleted (`nil` when the
/// server's list no longer shows it) and the stations after the edit.
public struct InternetRadioEditOutcome: Sendable, Hashable {
  /// The station as it is now (added, changed), or as it was (deleted).
  public var station: InternetRadioStation?
  /// Every station after the edit.
  public var stations: [InternetRadioStation]

  /// Creates an outcome.
  public init(station: InternetRadioStation?, stations: [InternetRadioStation]) {
    self.station = station
    self.stations = stations
  }
}
