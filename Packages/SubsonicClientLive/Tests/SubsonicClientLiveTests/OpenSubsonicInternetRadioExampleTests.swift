import SubsonicClient
import Testing

@testable import SubsonicClientLive

/// The specification's example answers of the internet radio endpoints, and supysonic's
/// spelling of the home page (`homePageUrl`).
struct OpenSubsonicInternetRadioExampleTests {
  private typealias Example = OpenSubsonicExample

  @Test func getInternetRadioStations() async throws {
    let stations = try await Example.answer(.getInternetRadioStations) {
      try await $0.getInternetRadioStations()
    }
    #expect(
      stations == [
        InternetRadioStation(
          id: "1", name: "HBR1.com - Dream Factory",
          streamURL: "http://ubuntu.hbr1.com:19800/ambient.aac",
          homePageURL: "http://www.hbr1.com/"),
        InternetRadioStation(
          id: "2", name: "HBR1.com - I.D.M. Tranceponder",
          streamURL: "http://ubuntu.hbr1.com:19800/trance.ogg",
          homePageURL: "http://www.hbr1.com/"),
        InternetRadioStation(
          id: "3", name: "4ZZZ Community Radio", streamURL: "https://stream.4zzz.org.au:9200/4zzz",
          homePageURL: "https://4zzzfm.org.au"),
      ])
  }

  @Test func theWritesSucceedOnTheEmptyOK() async throws {
    let fields = InternetRadioStationFields(name: "radio", streamURL: "url")
    try await Example.answer(.createInternetRadioStation) {
      try await $0.createInternetRadioStation(fields)
    }
    try await Example.answer(.updateInternetRadioStation) {
      try await $0.updateInternetRadioStation("123", fields)
    }
    try await Example.answer(.deleteInternetRadioStation) {
      try await $0.deleteInternetRadioStation("123")
    }
  }

  /// supysonic 0.7.9 writes `homePageUrl` (and `null` for none); a station without a name or
  /// home page still lists.
  @Test func supysonicsSpellingAndMissingFields() async throws {
    let body = """
      {"subsonic-response":{"status":"ok","version":"1.12.0","internetRadioStations":{
      "internetRadioStation":[
      {"id":"a1","streamUrl":"http://h/1","name":"One","homePageUrl":"http://h/"},
      {"id":"a2","streamUrl":"http://h/2","name":null,"homePageUrl":null}]}}}
      """
    let (client, _) = Harness.client { _ in HTTPResponseStub.json(body) }
    #expect(
      try await client.getInternetRadioStations() == [
        InternetRadioStation(
          id: "a1", name: "One", streamURL: "http://h/1", homePageURL: "http://h/"),
        InternetRadioStation(id: "a2", streamURL: "http://h/2"),
      ])
  }
}
