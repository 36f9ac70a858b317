import Foundation
import SubsonicClient
import SubsonicClientInMemory
import Testing

@testable import SunsonicCLI

/// `stations` and `station add|update|delete` on the in-memory server: listings, writes that
/// read back, and refusals before any request.
@MainActor
struct InternetRadioCommandTests {
  @Test func theStationsAreListedAsTextAndJSON() async throws {
    let client = SubsonicClient.inMemory()
    let run = await runSunsonic(["stations"], with: musicValues(client))
    #expect(run.code == .success, "\(run.err)")
    let lines = run.out.split(separator: "\n").map {
      $0.split(separator: " ").joined(separator: " ")
    }
    #expect(
      lines == [
        "Station ID Stream Home page",
        "Dawn Radio station-1 https://radio.example.net/dawn.mp3 https://radio.example.net/",
        "Night Owl FM station-2 http://radio.example.net:8000/owl.ogg",
      ])
    let json = await runSunsonic(["stations", "--json"], with: musicValues(client))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: [[String: Any]]])
    let second = try #require(object["stations"]?.last)
    #expect(second["id"] as? String == "station-2")
    #expect(second["streamUrl"] as? String == "http://radio.example.net:8000/owl.ogg")
    #expect(second["homePageUrl"] is NSNull)
  }

  @Test func addUpdateAndDeleteSayWhatTheyDid() async throws {
    let client = SubsonicClient.inMemory()
    let added = await runSunsonic(
      [
        "station", "add", "Tide FM", "https://tide.example/live", "--homepage",
        "https://tide.example",
      ],
      with: musicValues(client))
    #expect(added.code == .success, "\(added.err)")
    #expect(added.out == "added station “Tide FM” (station-3): https://tide.example/live\n")
    let updated = await runSunsonic(
      ["station", "update", "station-3", "--url", "http://tide.example:8000/hq", "--json"],
      with: musicValues(client))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(updated.out.utf8)) as? [String: Any])
    #expect(object["action"] as? String == "update")
    let station = try #require(object["station"] as? [String: Any])
    #expect(station["name"] as? String == "Tide FM")
    #expect(station["streamUrl"] as? String == "http://tide.example:8000/hq")
    #expect(station["homePageUrl"] as? String == "https://tide.example")
    let deleted = await runSunsonic(["station", "delete", "station-1"], with: musicValues(client))
    #expect(deleted.out == "deleted station “Dawn Radio” (station-1)\n")
    let ids = try await client.getInternetRadioStations().map(\.id)
    #expect(ids == ["station-2", "station-3"])
  }

  @Test func anUnknownIdIsNotFoundAndNothingIsSent() async throws {
    var client = SubsonicClient.inMemory()
    client.deleteInternetRadioStation = { _ in Issue.record("sent a delete") }
    let run = await runSunsonic(["station", "delete", "station-9"], with: musicValues(client))
    #expect(run.code == .notFound)
    #expect(run.err.contains("no internet radio station has the id \"station-9\""))
  }

  @Test(arguments: [
    (["station"], "missing an action"),
    (["station", "play", "x"], "unknown action"),
    (["station", "add", "Tide"], "missing URL"),
    (["station", "add", "Tide", "ftp://tide.example/live"], "not an http or https URL"),
    (["station", "add", "Tide", "https://"], "not an http or https URL"),
    (["station", "add", "Tide", "javascript:alert(1)"], "not an http or https URL"),
    (["station", "add", "Ti\u{1B}[2Jde", "https://t.example"], "has a control character"),
    (["station", "add", "Tide", "https://t.example", "--name", "x"], "does not go with"),
    (["station", "update", "station-1"], "nothing to change"),
    (["station", "update", "station-1", "--homepage", "file:///etc/passwd"], "not an http"),
    (["station", "delete", "station-1", "extra"], "unexpected argument"),
    (["stations", "extra"], "unexpected argument"),
  ])
  func badUsageIsRefusedBeforeAnyRequest(_ arguments: [String], _ message: String) async {
    let run = await runSunsonic(arguments, with: musicValues(SubsonicClient.unimplemented))
    #expect(run.code == .usage, "\(run.err)")
    #expect(run.err.contains(message), "\(run.err)")
    #expect(!run.err.contains("\u{1B}"))
  }
}
