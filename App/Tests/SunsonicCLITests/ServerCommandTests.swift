import Foundation
import SubsonicClient
import SubsonicClientInMemory
import Testing

@testable import SunsonicCLI

/// `whoami`, `scan [--start]`, `nowplaying`: real values from the in-memory server, as text and
/// as JSON.
@MainActor
struct ServerCommandTests {
  @Test func whoamiShowsTheUsersAccount() async throws {
    let run = await runSunsonic(["whoami", "--user", "preview"], with: musicValues())
    #expect(run.code == .success, "\(run.err)")
    #expect(run.out.hasPrefix("User:        preview (admin)\nE-mail:      preview@example.com\n"))
    let json = try jsonObject(
      await runSunsonic(["whoami", "--user", "preview", "--json"], with: musicValues()).out)
    #expect(json["username"] as? String == "preview")
    #expect(json["admin"] as? Bool == true)
    #expect((json["roles"] as? [String])?.contains("stream") == true)
  }

  @Test func scanReadsOrStartsTheScan() async throws {
    let values = musicValues()
    #expect(
      await runSunsonic(["scan"], with: values).out == "not scanning, 20 items in the library\n")
    #expect(
      await runSunsonic(["scan", "--start"], with: values).out
        == "started a scan: scanning, 0 items so far\n")
    let json = try jsonObject(await runSunsonic(["scan", "--json"], with: musicValues()).out)
    #expect(json["scanning"] as? Bool == false)
    #expect(json["count"] as? Int == 20)
  }

  @Test func anyMinutesAgoAServerSendsIsShownWithoutACrash() async {
    for minutes in [1e19, -1e19, 0.4, Double.greatestFiniteMagnitude] {
      var client = SubsonicClient.unimplemented
      client.getNowPlaying = {
        [NowPlayingEntry(song: Song(id: "s-1", title: "T"), username: "u", minutesAgo: minutes)]
      }
      let run = await runSunsonic(["nowplaying"], with: musicValues(client))
      #expect(run.code == .success, "\(minutes): \(run.err)")
    }
  }

  @Test func nowPlayingListsWhoPlaysWhat() async throws {
    let run = await runSunsonic(["nowplaying"], with: musicValues())
    #expect(run.code == .success, "\(run.err)")
    let lines = run.out.split(separator: "\n").map {
      $0.split(separator: " ").joined(separator: " ")
    }
    #expect(
      lines == [
        "User Player Title Artist Since ID",
        "guest Kitchen speaker Golden Hour Civil Twilight 3 min song-18",
      ])
    let json = try jsonObject(await runSunsonic(["nowplaying", "--json"], with: musicValues()).out)
    let playing = try #require(json["playing"] as? [[String: Any]])
    #expect(playing.first?["username"] as? String == "guest")
    #expect((playing.first?["song"] as? [String: Any])?["id"] as? String == "song-18")
  }
}
