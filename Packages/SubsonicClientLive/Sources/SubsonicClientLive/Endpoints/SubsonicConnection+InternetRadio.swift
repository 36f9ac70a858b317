import SubsonicClient

extension SubsonicConnection {
  // MARK: Internet radio

  func getInternetRadioStations() async throws(SubsonicError) -> [InternetRadioStation] {
    try await call(.getInternetRadioStations) { envelope throws(WireError) in
      try envelope.section("internetRadioStations").list(
        "internetRadioStation", InternetRadioStation.init(wire:))
    }
  }

  func createInternetRadioStation(_ station: InternetRadioStationFields) async throws(SubsonicError)
  {
    _ = try await call(.createInternetRadioStation, Self.parameters(of: station, id: nil))
  }

  func updateInternetRadioStation(
    _ id: InternetRadioStationID, _ station: InternetRadioStationFields
  ) async throws(SubsonicError) {
    _ = try await call(.updateInternetRadioStation, Self.parameters(of: station, id: id))
  }

  func deleteInternetRadioStation(_ id: InternetRadioStationID) async throws(SubsonicError) {
    _ = try await call(.deleteInternetRadioStation, ["id": id.rawValue])
  }

  /// `id` when given, `streamUrl`, `name` and, when there is one, `homepageUrl`, as the API
  /// spells them.
  private static func parameters(
    of station: InternetRadioStationFields, id: InternetRadioStationID?
  ) -> QueryParameters {
    var parameters: QueryParameters = [
      "id": id?.rawValue, "streamUrl": station.streamURL, "name": station.name,
    ]
    parameters.add("homepageUrl", station.homePageURL)
    return parameters
  }
}

extension InternetRadioStation {
  /// A station; the home page under the specification's `homepageUrl` or supysonic's
  /// `homePageUrl`.
  init(wire: WireObject) throws(WireError) {
    self.init(
      id: try wire.requiredID("id"), name: wire.string("name"),
      streamURL: try wire.requiredString("streamUrl"),
      homePageURL: wire.string("homepageUrl", "homePageUrl"))
  }
}
