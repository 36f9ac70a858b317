import SubsonicClient
import SubsonicClientInMemory
import Testing

/// The in-memory server's internet radio: two stations, and writes that read back.
struct InMemoryInternetRadioTests {
  let client = SubsonicClient.inMemory()

  @Test func listsTheTwoStations() async throws {
    let stations = try await client.getInternetRadioStations()
    #expect(stations.map(\.id) == ["station-1", "station-2"])
    #expect(stations[0] == PreviewValues.station)
    #expect(stations[1].streamURL == "http://radio.example.net:8000/owl.ogg")
    #expect(stations[1].homePageURL == nil)
  }

  @Test func createUpdateAndDeleteReadBack() async throws {
    try await client.createInternetRadioStation(
      InternetRadioStationFields(name: "Tide", streamURL: "https://tide.example/live"))
    var stations = try await client.getInternetRadioStations()
    #expect(
      stations.last
        == InternetRadioStation(
          id: "station-3", name: "Tide", streamURL: "https://tide.example/live"))
    try await client.updateInternetRadioStation(
      "station-3",
      InternetRadioStationFields(
        name: "Tide FM", streamURL: "https://tide.example/hq", homePageURL: "https://tide.example"))
    stations = try await client.getInternetRadioStations()
    #expect(stations.last?.name == "Tide FM")
    #expect(stations.last?.homePageURL == "https://tide.example")
    try await client.deleteInternetRadioStation("station-1")
    stations = try await client.getInternetRadioStations()
    #expect(stations.map(\.id) == ["station-2", "station-3"])
  }

  @Test func unknownIdsAndBlankFieldsAreRefused() async throws {
    let notFound = SubsonicError.api(
      SubsonicAPIError(code: .notFound, message: "Internet radio station not found"))
    await #expect(throws: notFound) { try await client.deleteInternetRadioStation("station-9") }
    await #expect(throws: notFound) {
      try await client.updateInternetRadioStation(
        "station-9", InternetRadioStationFields(name: "x", streamURL: "http://x"))
    }
    await #expect(throws: SubsonicError.self) {
      try await client.createInternetRadioStation(
        InternetRadioStationFields(name: "", streamURL: "http://x"))
    }
    #expect(try await client.getInternetRadioStations().count == 2)
  }
}
