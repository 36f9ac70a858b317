import DependencyRegistryTesting
import ServerFeature
import SubsonicClient
import SubsonicClientInMemory
import Testing

/// The internet radio stores: the list, and edits that look the station up first and find the
/// one added by the id the server gave it.
@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct InternetRadioStoresTests {
  @Test func theStationsLoadInTheServersOrder() async {
    let store = InternetRadioStationsStore(client: .inMemory())
    await store.load(InternetRadioStationsRequest())
    #expect(store.state.value?.map(\.id) == ["station-1", "station-2"])
  }

  @Test func anAddedStationIsFoundByItsNewId() async {
    let store = InternetRadioEditStore(client: .inMemory())
    let fields = InternetRadioStationFields(name: "Dawn Radio", streamURL: "https://b.example/x")
    await store.load(.add(fields))
    #expect(
      store.state.value?.station
        == InternetRadioStation(
          id: "station-3", name: "Dawn Radio", streamURL: "https://b.example/x"))
    #expect(store.state.value?.stations.count == 3)
  }

  @Test func anUpdateSendsEveryFieldWithTheChangeMade() async {
    let sent = Recorder<InternetRadioStationFields>()
    var client = SubsonicClient.inMemory()
    let base = client
    client.updateInternetRadioStation = { id, fields in
      sent.record(fields)
      try await base.updateInternetRadioStation(id, fields)
    }
    let store = InternetRadioEditStore(client: client)
    await store.load(.update("station-1", InternetRadioStationChange(name: "Dusk Radio")))
    #expect(
      sent.values == [
        InternetRadioStationFields(
          name: "Dusk Radio", streamURL: "https://radio.example.net/dawn.mp3",
          homePageURL: "https://radio.example.net/")
      ])
    #expect(store.state.value?.station?.name == "Dusk Radio")
  }

  @Test func anUnknownIdIsRefusedBeforeAnyWrite() async {
    var client = SubsonicClient.unimplemented
    client.getInternetRadioStations = { [PreviewValues.station] }
    let store = InternetRadioEditStore(client: client)
    await store.load(.delete("station-9"))
    #expect(
      store.state.failure
        == .itemNotFound(kind: "internet radio station", item: "station-9"))
    await store.load(.update("station-9", InternetRadioStationChange(name: "x")))
    #expect(store.state.failure != nil)
  }

  @Test func anEmptyChangeIsRefusedBeforeAnyRequest() async {
    let store = InternetRadioEditStore(client: .unimplemented)
    await store.load(.update("station-1", InternetRadioStationChange()))
    #expect(store.state.failure != nil)
    await store.load(.add(InternetRadioStationFields(name: "", streamURL: "http://x")))
    #expect(store.state.failure != nil)
  }

  @Test func theJSONHasEveryKey() throws {
    let json = try InternetRadioEditJSON(
      .delete("station-2"), InternetRadioEditOutcome(station: nil, stations: [])
    ).encoded()
    #expect(json.contains(#""action" : "delete""#))
    #expect(json.contains(#""station" : null"#))
  }
}
