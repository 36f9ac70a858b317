import Foundation
import SubsonicClient
import SubsonicClientInMemory
import Testing

@testable import SunsonicCLI

/// `folders`, `folder ID`, `bookmarks`, `queue`, `artist NAME --info`: real values from the
/// in-memory server, as text and JSON.
@MainActor
struct LibraryTreeCommandTests {
  @Test func foldersAndAFolderWalkTheTree() async throws {
    let folders = await runSunsonic(["folders"], with: musicValues())
    #expect(folders.code == .success, "\(folders.err)")
    #expect(folders.out.contains("Aurora Vale       dir-artist-1"))
    #expect(await runSunsonic(["folder"], with: musicValues()).out == folders.out)
    let json = try jsonObject(
      await runSunsonic(["folder", "dir-artist-1", "--json"], with: musicValues()).out)
    #expect(json["name"] as? String == "Aurora Vale")
    let children = try #require(json["children"] as? [[String: Any]])
    #expect(!children.isEmpty)
    #expect(children.allSatisfy { ["folder", "song"].contains($0["kind"] as? String ?? "") })
    let missing = await runSunsonic(["folder", "no-such-dir-1"], with: musicValues())
    #expect(missing.code == .notFound)
  }

  @Test func bookmarksAndTheQueueShowWhatTheServerHas() async throws {
    var client = SubsonicClient.inMemory()
    #expect(await runSunsonic(["bookmarks"], with: musicValues(client)).out == "No bookmarks.\n")
    #expect(await runSunsonic(["queue"], with: musicValues(client)).out == "No saved play queue.\n")
    // The client cannot create bookmarks (another player does): the server answers one.
    let bookmark = Bookmark(
      entry: try await client.getSong("song-1"), positionMilliseconds: 65_000,
      comment: "the good part", changed: Date(timeIntervalSince1970: 1_772_373_900))
    client.getBookmarks = { [bookmark] }
    let values = musicValues(client)
    try await client.savePlayQueue(["song-1", "song-2"], "song-2", 30_000)
    let bookmarks = await runSunsonic(["bookmarks"], with: values)
    #expect(bookmarks.out.contains("First Light"))
    #expect(bookmarks.out.contains("1:05"))
    #expect(bookmarks.out.contains("the good part"))
    #expect(bookmarks.out.contains("Changed") && bookmarks.out.contains("2026-03-01 14:05"))
    let queue = await runSunsonic(["queue"], with: values)
    #expect(queue.out.hasPrefix("Current: Birdsong at 0:30\n"), "\(queue.out)")
    let json = try jsonObject(await runSunsonic(["queue", "--json"], with: values).out)
    #expect(json["current"] as? String == "song-2")
    #expect(json["positionMilliseconds"] as? Int == 30_000)
    #expect((json["songs"] as? [[String: Any]])?.count == 2)
  }

  @Test func artistInfoShowsTheBiographyAndSimilarArtists() async throws {
    let run = await runSunsonic(["artist", "aurora vale", "--info"], with: musicValues())
    #expect(run.code == .success, "\(run.err)")
    #expect(run.out.hasPrefix("Biography:  Aurora Vale records slow ambient music"))
    #expect(run.out.contains("The Midnight Sun (artist-2)"))
    let json = try jsonObject(
      await runSunsonic(["artist", "artist-1", "--info", "--json"], with: musicValues()).out)
    #expect((json["similarArtists"] as? [[String: Any]])?.first?["id"] as? String == "artist-2")
  }
}
