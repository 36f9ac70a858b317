import Foundation
import SubsonicClient
import SubsonicClientInMemory
import Testing

@testable import SunsonicCLI

/// `similar ITEM --song|--album`: a radio from a song or an album asks getSimilarSongs with its
/// id (found by name when given one); an artist's asks getSimilarSongs2 as before.
@MainActor
struct SimilarCommandTests {
  /// The in-memory server, recording each getSimilarSongs and getSimilarSongs2 as `endpoint id
  /// count`.
  private struct Server {
    let log = RequestLog()
    var requests: [String] { log.requests }

    var client: SubsonicClient {
      var client = SubsonicClient.inMemory()
      let (base, log) = (client, log)
      client.getSimilarSongs = { seed, count in
        log.note("getSimilarSongs \(seed.rawID) \(count ?? -1)")
        return try await base.getSimilarSongs(seed, count)
      }
      client.getSimilarSongs2 = { id, count in
        log.note("getSimilarSongs2 \(id.rawValue) \(count ?? -1)")
        return try await base.getSimilarSongs2(id, count)
      }
      return client
    }
  }

  @Test func aSongsRadioByIdOrName() async throws {
    for given in ["song-1", "first light"] {
      let server = Server()
      let run = await runSunsonic(
        ["similar", given, "--song", "--size", "3", "--json"], with: musicValues(server.client))
      #expect(run.code == .success, "\(given): \(run.err)")
      #expect(server.requests == ["getSimilarSongs song-1 3"])
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: [[String: Any]]])
      #expect(
        object["songs"]?.compactMap { $0["id"] as? String } == ["song-2", "song-3", "song-4"])
    }
  }

  @Test func anAlbumsRadioHasNoneOfItsSongs() async {
    let server = Server()
    let run = await runSunsonic(
      ["similar", "dawn chorus", "--album"], with: musicValues(server.client))
    #expect(run.code == .success, "\(run.err)")
    #expect(server.requests == ["getSimilarSongs album-1 20"])
    #expect(!run.out.contains("First Light"))
    #expect(run.out.contains("Title"))
  }

  @Test func anArtistsRadioStaysGetSimilarSongs2() async {
    let server = Server()
    let run = await runSunsonic(["similar", "artist-2"], with: musicValues(server.client))
    #expect(run.code == .success, "\(run.err)")
    #expect(server.requests == ["getSimilarSongs2 artist-2 20"])
  }

  @Test func songAndAlbumTogetherIsBadUsage() async {
    let run = await runSunsonic(
      ["similar", "song-1", "--song", "--album"], with: musicValues(.unimplemented))
    #expect(run.code == .usage)
    #expect(run.err == "sunsonic: --song and --album exclude each other\n")
  }

  @Test func aServerWithoutTheEndpointSaysSo() async {
    let run = await runSunsonic(
      ["similar", "song-1", "--song"], with: musicValues(.classicServer(.inMemory())))
    #expect(run.code == .unavailable)
    #expect(run.err == "sunsonic: the Subsonic server does not support getSimilarSongs\n")
  }
}
