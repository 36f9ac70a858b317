import Foundation
import SubsonicClient
import SubsonicClientInMemory
import Testing

/// The in-memory server's shares: none at first, created ones list with their songs, changes
/// and deletions read back.
struct InMemorySharesTests {
  let client = SubsonicClient.inMemory()
  let later = Date(timeIntervalSince1970: 1_800_000_000)

  @Test func aShareOfASongAndAnAlbumListsEverySong() async throws {
    #expect(try await client.getShares().isEmpty)
    let share = try #require(
      try await client.createShare([.song("song-20"), .album("album-1")], "For you", later))
    #expect(share.id == "share-1")
    #expect(share.url == "https://music.example.net/share/share-1")
    #expect(share.description == "For you" && share.expires == later)
    let album = try await client.getAlbum("album-1").songs.map(\.id)
    #expect(share.entries.map(\.id) == ["song-20"] + album)
    #expect(try await client.getShares() == [share])
  }

  @Test func updateAndDeleteReadBack() async throws {
    _ = try await client.createShare([.song("song-1")], nil, later)
    try await client.updateShare("share-1", ShareUpdate(description: "Morning"))
    var shares = try await client.getShares()
    #expect(shares[0].description == "Morning" && shares[0].expires == later)
    try await client.updateShare("share-1", ShareUpdate(expiry: .never))
    shares = try await client.getShares()
    #expect(shares[0].expires == nil)
    try await client.deleteShare("share-1")
    #expect(try await client.getShares().isEmpty)
  }

  @Test func unknownItemsAndSharesAreRefused() async {
    await #expect(throws: SubsonicError.self) { try await client.createShare([], nil, nil) }
    await #expect(throws: SubsonicError.self) {
      try await client.createShare([.song("song-99")], nil, nil)
    }
    await #expect(throws: SubsonicError.self) { try await client.deleteShare("share-9") }
    await #expect(throws: SubsonicError.self) {
      try await client.updateShare("share-9", ShareUpdate(description: "x"))
    }
  }
}
