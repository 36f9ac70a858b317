import Foundation
import SubsonicClient
import SubsonicClientInMemory
import Testing

@testable import SunsonicCLI

/// `bookmark`: saves, moves and deletes a bookmark that `bookmarks` then lists; positions as
/// seconds or m:ss; bad input is exit 64 before any request.
@MainActor
struct BookmarkCommandTests {
  @Test(arguments: [
    (
      ["bookmark"],
      "missing SONG (usage: sunsonic bookmark SONG [--at POSITION] [--comment TEXT] [--json])"
    ),
    (
      ["bookmark", "song-1", "--at", "1:75"],
      "--at \"1:75\": not a position (seconds like 83 or 83.5, m:ss like 1:23, or h:mm:ss)"
    ),
    (
      ["bookmark", "song-1", "--at", "-3"],
      "--at \"-3\": not a position (seconds like 83 or 83.5, m:ss like 1:23, or h:mm:ss)"
    ),
    (["bookmark", "song-1", "--comment", " "], "--comment \" \": empty"),
    (["bookmark", "--delete", "song-1", "--at", "3"], "--at does not go with --delete"),
  ])
  func badInputIsExit64(arguments: [String], message: String) async {
    await expectUsageError(arguments, message)
  }

  @Test func aBookmarkIsSavedMovedListedAndDeleted() async throws {
    let values = musicValues(.inMemory())
    let saved = await runSunsonic(
      ["bookmark", "song-1", "--at", "1:23", "--comment", "the good part"], with: values)
    #expect(saved.code == .success, "\(saved.err)")
    #expect(saved.out == "bookmarked song song-1 at 1:23\n")
    let moved = try jsonObject(
      await runSunsonic(["bookmark", "song-1", "--at", "95.5", "--json"], with: values).out)
    #expect(moved["action"] as? String == "bookmark")
    #expect(moved["positionMilliseconds"] as? Int == 95_500)
    #expect(moved["comment"] is NSNull)
    let listed = await runSunsonic(["bookmarks"], with: values)
    #expect(listed.out.contains("First Light") && listed.out.contains("1:35"), "\(listed.out)")
    let json = try jsonObject(await runSunsonic(["bookmarks", "--json"], with: values).out)
    let entries = try #require(json["bookmarks"] as? [[String: Any]])
    #expect(entries.map { $0["positionMilliseconds"] as? Int } == [95_500])
    #expect(entries.first?["changed"] is String)
    let deleted = await runSunsonic(["bookmark", "--delete", "song-1"], with: values)
    #expect(deleted.out == "deleted the bookmark of song song-1\n")
    #expect(await runSunsonic(["bookmarks"], with: values).out == "No bookmarks.\n")
  }

  @Test func aSongIsFoundByName() async {
    let values = musicValues(.inMemory())
    let saved = await runSunsonic(["bookmark", "First Light", "--at", "7"], with: values)
    #expect(saved.out == "bookmarked song song-1 at 0:07\n", "\(saved.err)")
  }

  @Test func deletingABookmarkThatIsNotThereIsNotFound() async {
    let run = await runSunsonic(["bookmark", "--delete", "song-2"], with: musicValues(.inMemory()))
    #expect(run.code != .success)
    #expect(run.err.contains("not found"), "\(run.err)")
  }
}
