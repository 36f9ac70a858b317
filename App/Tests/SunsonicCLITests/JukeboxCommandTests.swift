import DependencyRegistryTesting
import Foundation
import SubsonicClient
import SubsonicClientInMemory
import Testing

@testable import SunsonicCLI

/// `jukebox ACTION` on the in-memory server: actions that read back, indexes from 1, and
/// refusals before any request.
@MainActor
struct JukeboxCommandTests {
  @Test func addSkipAndGetShowThePlaylist() async throws {
    let client = SubsonicClient.inMemory()
    let added = await runSunsonic(
      ["jukebox", "add", "song-1", "song-2"], with: musicValues(client))
    #expect(added.out == "stopped at song 1, volume 50%\n", "\(added.err)")
    let skipped = await runSunsonic(
      ["jukebox", "skip", "2", "--offset", "75"], with: musicValues(client))
    #expect(skipped.out == "playing at song 2, 1:15 in, volume 50%\n")
    let got = await runSunsonic(["jukebox", "get"], with: musicValues(client))
    #expect(
      got.out
        == "playing at song 2 of 2, 1:15 in, volume 50%\n1. First Light — Aurora Vale\n"
        + "2. Birdsong — Aurora Vale\n")
    let json = await runSunsonic(["jukebox", "get", "--json"], with: musicValues(client))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
    #expect(object["currentIndex"] as? Int == 1)
    #expect(
      (object["entries"] as? [[String: Any]])?.map { $0["id"] as? String } == ["song-1", "song-2"])
  }

  @Test func volumeAndRemoveTranslateToTheAPI() async throws {
    let sent = Recorder<JukeboxAction>()
    var client = SubsonicClient.inMemory()
    let base = client
    client.jukeboxControl = { action in
      sent.record(action)
      return try await base.jukeboxControl(action)
    }
    _ = await runSunsonic(["jukebox", "volume", "40"], with: musicValues(client))
    _ = await runSunsonic(["jukebox", "remove", "3"], with: musicValues(client))
    #expect(sent.values == [.setGain(0.4), .remove(index: 2)])
  }

  @Test(arguments: [
    (["jukebox"], "missing an action"),
    (["jukebox", "play"], "unknown action \"play\""),
    (["jukebox", "skip", "0"], "INDEX \"0\": not a whole number from 1"),
    (["jukebox", "volume", "101"], "PERCENT \"101\""),
    (["jukebox", "add"], "missing SONG_ID"),
    (["jukebox", "stop", "--offset", "3"], "--offset goes with 'jukebox skip' only"),
  ])
  func badUsageIsRefusedBeforeAnyRequest(_ arguments: [String], _ message: String) async {
    let run = await runSunsonic(arguments, with: musicValues(.unimplemented))
    #expect(run.code == .usage, "\(run.err)")
    #expect(run.err.contains(message), "\(run.err)")
  }
}
