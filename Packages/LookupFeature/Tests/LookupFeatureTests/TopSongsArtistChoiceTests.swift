import DependencyRegistryTesting
import SubsonicClient
import SubsonicClientInMemory
import Testing

@testable import LookupFeature

/// Top songs by id where the server lists `topSongsByArtistId`, else by the name it writes.
struct TopSongsArtistChoiceTests {
  /// The in-memory server (which lists the extension) with `extensions` instead, recording the
  /// endpoints asked.
  private static func server(
    extensions: @escaping @Sendable () async throws -> [OpenSubsonicExtension],
    asked: Recorder<String>
  ) -> SubsonicClient {
    var client = SubsonicClient.inMemory()
    let artist = client.getArtist
    client.getOpenSubsonicExtensions = {
      asked.record("getOpenSubsonicExtensions")
      return try await extensions()
    }
    client.getArtist = { id in
      asked.record("getArtist \(id.rawValue)")
      return try await artist(id)
    }
    return client
  }

  @Test func byIDWhereTheServerListsTheExtension() async throws {
    let asked = Recorder<String>()
    let client = Self.server(
      extensions: { [OpenSubsonicExtension(name: "topSongsByArtistId", versions: [1])] },
      asked: asked)
    #expect(try await TopSongsArtistChoice.choose("artist-1", client: client) == .id("artist-1"))
    #expect(
      try await TopSongsArtistChoice.choose("artist-2", name: "The Midnight Sun", client: client)
        == .id("artist-2"))
    #expect(asked.values == ["getOpenSubsonicExtensions", "getOpenSubsonicExtensions"])
  }

  @Test func byTheNameTheServerWritesWhereItDoesNot() async throws {
    let asked = Recorder<String>()
    let client = Self.server(
      extensions: { [OpenSubsonicExtension(name: "songLyrics", versions: [1])] }, asked: asked)
    #expect(
      try await TopSongsArtistChoice.choose("artist-1", client: client) == .name("Aurora Vale"))
    // A name already found (by a lookup) is not read again.
    #expect(
      try await TopSongsArtistChoice.choose("artist-2", name: "The Midnight Sun", client: client)
        == .name("The Midnight Sun"))
    #expect(
      asked.values == [
        "getOpenSubsonicExtensions", "getArtist artist-1", "getOpenSubsonicExtensions",
      ])
  }

  @Test func aClassicServerIsAskedByNameAndAnUnknownIDIsNotFound() async throws {
    let asked = Recorder<String>()
    let client = Self.server(
      extensions: { throw SubsonicError.notSupported(endpoint: "getOpenSubsonicExtensions") },
      asked: asked)
    #expect(
      try await TopSongsArtistChoice.choose("artist-3", client: client) == .name("Polar Night"))
    await #expect(throws: SubsonicError.api(.init(code: .notFound, message: "Artist not found"))) {
      try await TopSongsArtistChoice.choose("artist-99", client: client)
    }
    #expect(asked.values.last == "getArtist artist-99")
  }
}
