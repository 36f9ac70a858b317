import SubsonicClient
import SubsonicClientInMemory
import Testing

/// The in-memory server's jukebox: empty and stopped at first; every action reads back.
struct InMemoryJukeboxTests {
  let client = SubsonicClient.inMemory()

  @Test func startsEmptyAndStopped() async throws {
    #expect(
      try await client.jukeboxControl(.get)
        == JukeboxStatus(gain: 0.5, positionSeconds: 0, entries: []))
  }

  @Test func addSkipRemoveAndGainReadBack() async throws {
    _ = try await client.jukeboxControl(.add(["song-1", "song-2", "song-3"]))
    let skipped = try await client.jukeboxControl(.skip(index: 2, offsetSeconds: 30))
    #expect(skipped.currentIndex == 2 && skipped.playing && skipped.positionSeconds == 30)
    _ = try await client.jukeboxControl(.remove(index: 0))
    _ = try await client.jukeboxControl(.setGain(0.8))
    let got = try await client.jukeboxControl(.get)
    #expect(got.entries?.map(\.id) == ["song-2", "song-3"])
    #expect(got.gain == 0.8)
    let stopped = try await client.jukeboxControl(.stop)
    #expect(!stopped.playing && stopped.entries == nil)
  }

  @Test func setKeepsTheSongPlayingAndClearEmpties() async throws {
    _ = try await client.jukeboxControl(.set(["song-1", "song-2"]))
    _ = try await client.jukeboxControl(.skip(index: 1, offsetSeconds: 0))
    let set = try await client.jukeboxControl(.set(["song-2", "song-5"]))
    #expect(set.currentIndex == 0)
    let cleared = try await client.jukeboxControl(.clear)
    #expect(cleared.currentIndex == nil && !cleared.playing)
  }

  @Test func unknownSongsAndIndexesAreRefused() async throws {
    await #expect(throws: SubsonicError.self) { try await client.jukeboxControl(.add(["nope"])) }
    await #expect(throws: SubsonicError.invalidArgument("no song at index 0 of the jukebox")) {
      try await client.jukeboxControl(.remove(index: 0))
    }
  }
}
