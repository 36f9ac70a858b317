import DependencyRegistryTesting
import Foundation
import SubsonicClient
import SubsonicClientInMemory
import Testing

@testable import SunsonicCLI

/// `top ARTIST` and `play --artist ARTIST` ask `getTopSongs` by the artist's id where the server
/// lists `topSongsByArtistId` (the in-memory server does), else by the name the server writes.
@MainActor
struct TopSongsCommandTests {
  /// The in-memory server, listing `topSongsByArtistId` or not, recording how top songs were
  /// asked (`id artist-1 3`, `name Aurora Vale -`).
  private static func server(listingTheExtension: Bool, asked: Recorder<String>) -> SubsonicClient {
    var client = SubsonicClient.inMemory()
    let extensions = client.getOpenSubsonicExtensions
    if !listingTheExtension {
      client.getOpenSubsonicExtensions = {
        try await extensions().filter { $0.name != "topSongsByArtistId" }
      }
    }
    let top = client.getTopSongs
    client.getTopSongs = { artist, count in
      let shown =
        switch artist {
        case .id(let id): "id \(id.rawValue)"
        case .name(let name): "name \(name)"
        }
      asked.record("\(shown) \(count.map(String.init) ?? "-")")
      return try await top(artist, count)
    }
    return client
  }

  /// Given a name (written otherwise than the server writes it) or an id: the same request.
  @Test(arguments: [(true, "id artist-1 3"), (false, "name Aurora Vale 3")])
  func topAsksByIDWhereTheServerListsTheExtensionElseByTheServersName(
    listingTheExtension: Bool, expected: String
  ) async {
    let asked = Recorder<String>()
    let client = Self.server(listingTheExtension: listingTheExtension, asked: asked)
    for artist in ["AURORA VALE", "artist-1"] {
      let run = await runSunsonic(["top", artist, "--size", "3"], with: musicValues(client))
      #expect(run.code == .success, "\(run.err)")
      #expect(run.out.contains("First Light") && run.out.contains("Aurora Vale"), "\(run.out)")
    }
    #expect(asked.values == [expected, expected])
  }

  @Test(arguments: [true, false])
  func anIDTheServerDoesNotKnowIsNotFoundNamingIt(listingTheExtension: Bool) async {
    let asked = Recorder<String>()
    let client = Self.server(listingTheExtension: listingTheExtension, asked: asked)
    for command in [["top", "artist-99"], ["play", "--artist", "artist-99"]] {
      let run = await runSunsonic(command, with: musicValues(client))
      #expect(run.code == .notFound)
      #expect(run.err == "sunsonic: no artist named \"artist-99\" or with that id\n")
      #expect(run.out.isEmpty)
    }
  }

  @Test(arguments: [(true, "id artist-1 50"), (false, "name Aurora Vale 50")])
  func playArtistQueuesItsTopSongsAskedTheSameWay(listingTheExtension: Bool, expected: String)
    async
  {
    let asked = Recorder<String>()
    let client = Self.server(listingTheExtension: listingTheExtension, asked: asked)
    let run = await runSunsonic(["play", "--artist", "aurora vale"], with: musicValues(client))
    #expect(run.code == .success, "\(run.err)")
    #expect(run.out.hasPrefix("Playing 1/"), "\(run.out)")
    #expect(run.out.contains("— Aurora Vale"))
    #expect(asked.values == [expected])
  }
}
