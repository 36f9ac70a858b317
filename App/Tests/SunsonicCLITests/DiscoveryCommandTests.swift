import Foundation
import SubsonicClient
import SubsonicClientInMemory
import Synchronization
import Testing

@testable import SunsonicCLI

/// `genres`, `songs --genre`, `similar ARTIST`: tables and JSON with real values, artists by
/// name or id (`top ARTIST`: ``TopSongsCommandTests``).
@MainActor
struct DiscoveryCommandTests {
  @Test func genresListTheirCounts() async throws {
    let run = await runSunsonic(["genres"], with: musicValues())
    #expect(run.code == .success, "\(run.err)")
    let lines = run.out.split(separator: "\n").map(String.init)
    #expect(
      lines.first?.split(separator: " ", omittingEmptySubsequences: true) == [
        "Genre", "Songs", "Albums",
      ])
    #expect(lines.contains { $0.split(separator: " ") == ["Ambient", "7", "2"] }, "\(lines)")
    let json = await runSunsonic(["genres", "--json"], with: musicValues())
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: [[String: Any]]])
    let ambient = try #require(object["genres"]?.first { $0["name"] as? String == "Ambient" })
    #expect(ambient["songCount"] as? Int == 7)
    #expect(ambient["albumCount"] as? Int == 2)
  }

  @Test func aGenresSongsArePagedAsAsked() async {
    let asked = Mutex<[String]>([])
    var client = SubsonicClient.inMemory()
    let songsByGenre = client.getSongsByGenre
    client.getSongsByGenre = { genre, count, offset, folder in
      asked.withLock { $0.append("\(genre) \(count) \(offset)") }
      return try await songsByGenre(genre, count, offset, folder)
    }
    let run = await runSunsonic(
      ["songs", "--genre", "Ambient", "--size", "2", "--offset", "1"], with: musicValues(client))
    #expect(run.code == .success, "\(run.err)")
    #expect(asked.withLock { $0 } == ["Ambient 2 1"])
    #expect(run.out.split(separator: "\n").count == 3, "a header and two songs: \(run.out)")
    let missing = await runSunsonic(["songs"], with: musicValues())
    #expect(missing.code == .usage)
  }

  @Test func similarAsksByTheArtistsID() async throws {
    let asked = Mutex<[String]>([])
    var client = SubsonicClient.inMemory()
    let similar = client.getSimilarSongs2
    client.getSimilarSongs2 = { id, count in
      asked.withLock { $0.append("\(id.rawValue) \(count.map(String.init) ?? "-")") }
      return try await similar(id, count)
    }
    let run = await runSunsonic(
      ["similar", "the midnight sun", "--json"], with: musicValues(client))
    #expect(run.code == .success, "\(run.err)")
    #expect(asked.withLock { $0 } == ["artist-2 20"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: [[String: Any]]])
    #expect(object["songs"]?.first?["artist"] as? String == "The Midnight Sun")
  }
}
