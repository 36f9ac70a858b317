import SubsonicClient

// The internet radio endpoints of the in-memory server: the stations, and the admin's writes.
extension PreviewState {
  /// The stations at the start: `station-1` "Dawn Radio" (https) and `station-2` "Night Owl FM"
  /// (plain http, no home page).
  static let initialStations = [
    PreviewValues.station,
    InternetRadioStation(
      id: "station-2", name: "Night Owl FM", streamURL: "http://radio.example.net:8000/owl.ogg"),
  ]

  /// Adds a station with the next free number (`station-3`, …), as the API does: without
  /// answering it. A blank name or stream URL is the API's missing parameter.
  mutating func createStation(_ fields: InternetRadioStationFields) throws(SubsonicError) {
    try Self.checkStation(fields)
    stations.append(
      InternetRadioStation(
        id: InternetRadioStationID("station-\(nextStationNumber)"), name: fields.name,
        streamURL: fields.streamURL, homePageURL: fields.homePageURL))
    nextStationNumber += 1
  }

  /// Replaces the station's fields; the API's not found for an unknown id.
  mutating func updateStation(
    _ id: InternetRadioStationID, _ fields: InternetRadioStationFields
  ) throws(SubsonicError) {
    try Self.checkStation(fields)
    guard let index = stations.firstIndex(where: { $0.id == id }) else {
      throw Self.notFound("Internet radio station")
    }
    stations[index] = InternetRadioStation(
      id: id, name: fields.name, streamURL: fields.streamURL, homePageURL: fields.homePageURL)
  }

  /// Deletes the station; the API's not found for an unknown id.
  mutating func deleteStation(_ id: InternetRadioStationID) throws(SubsonicError) {
    guard let index = stations.firstIndex(where: { $0.id == id }) else {
      throw Self.notFound("Internet radio station")
    }
    stations.remove(at: index)
  }

  private static func checkStation(_ fields: InternetRadioStationFields) throws(SubsonicError) {
    if fields.name.isEmpty || fields.streamURL.isEmpty {
      throw .api(SubsonicAPIError(code: .missingParameter, message: "streamUrl or name"))
    }
  }
}
