import DependencyRegistry
import DependencyRegistryTesting
import Foundation
import PlayFeature
import SubsonicClient
import SubsonicClientInMemory
import Testing

/// `play --radio`: the queue of songs like a song, an album or an artist, on the in-memory
/// server, whose radio lists the seed's artist's songs first.
@Suite(.dependencies)
struct PlayRadioTests {
  private let builder = PlayQueueBuilder(client: .inMemory())

  @Test func aSongsRadioBeginsWithTheSongThenSongsLikeIt() async throws {
    let seed = PreviewValues.firstLight
    let (songs, start) = try await builder.queue(for: .radio(.song(seed.id)))
    let similar = try await SubsonicClient.inMemory().getSimilarSongs(.song(seed.id), 50)
    #expect(start == 0)
    #expect(songs.first?.id == seed.id)
    #expect(songs.dropFirst().map(\.id) == similar.map(\.id))
    #expect(songs.filter { $0.id == seed.id }.count == 1)
  }

  @Test func anAlbumsRadioAsksGetSimilarSongsAndAnArtistsGetSimilarSongs2() async throws {
    let asked = Recorder<String>()
    var client = SubsonicClient.unimplemented
    let song = PreviewValues.birdsong
    client.getSimilarSongs = { seed, count in
      asked.record("getSimilarSongs \(seed.rawID) \(count ?? 0)")
      return [song]
    }
    client.getSimilarSongs2 = { id, count in
      asked.record("getSimilarSongs2 \(id.rawValue) \(count ?? 0)")
      return [song, song]
    }
    let builder = PlayQueueBuilder(client: client)
    #expect(try await builder.queue(for: .radio(.album("album-1"))).songs == [song])
    #expect(try await builder.queue(for: .radio(.artist("artist-1"))).songs == [song, song])
    #expect(asked.values == ["getSimilarSongs album-1 50", "getSimilarSongs2 artist-1 50"])
  }

  @Test func aSongThatIsNotThereIsTheServersNotFound() async {
    await #expect(throws: SubsonicError.self) {
      _ = try await builder.queue(for: .radio(.song("no-such-song")))
    }
  }
}
