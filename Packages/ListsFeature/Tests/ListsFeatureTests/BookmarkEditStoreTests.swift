import DependencyRegistryTesting
import Foundation
import ListsFeature
import SubsonicClient
import SubsonicClientInMemory
import Testing

/// Bookmarks: saved, moved and deleted through ``BookmarkEditStore`` and read back with
/// ``BookmarksStore``; positions as a person writes them; `changed` in the JSON.
@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct BookmarkEditStoreTests {
  @Test func savedMovedAndDeletedBookmarksReadBack() async throws {
    let client = SubsonicClient.inMemory()
    let edits = BookmarkEditStore(client: client)
    let list = BookmarksStore(client: client)
    await edits.perform(.save("song-3", positionMilliseconds: 83_000, comment: "the bridge"))
    expectEqual(
      edits.state, .done(.save("song-3", positionMilliseconds: 83_000, comment: "the bridge")))
    await edits.perform(.save("song-3", positionMilliseconds: 90_000, comment: nil))
    await list.load(SavedListRequest())
    let bookmarks = list.state.value ?? []
    expectEqual(bookmarks.map(\.entry.id), ["song-3"])
    expectEqual(bookmarks.first?.positionMilliseconds, 90_000)
    await edits.perform(.delete("song-3"))
    expectEqual(edits.state, .done(.delete("song-3")))
    await list.load(SavedListRequest())
    expectEqual(list.state, .loaded([]))
  }

  @Test func aNegativePositionIsRefusedWithoutARequest() async {
    let edits = BookmarkEditStore(client: .unimplemented)
    await edits.perform(.save("song-1", positionMilliseconds: -1, comment: nil))
    expectEqual(
      edits.state,
      .failed(
        .save("song-1", positionMilliseconds: -1, comment: nil),
        .invalidArgument("a bookmark's position cannot be negative, got -1 ms"), canRetry: false))
  }

  @Test func aFailureSaysWhetherARetryMayHelpAndRetryRepeatsTheEdit() async {
    let attempts = Recorder<Int>()
    var client = SubsonicClient.unimplemented
    client.deleteBookmark = { _ in
      attempts.record(1)
      if attempts.values.count == 1 { throw SubsonicError.timedOut(seconds: 10) }
    }
    let edits = BookmarkEditStore(client: client)
    await edits.perform(.delete("song-1"))
    expectEqual(edits.state, .failed(.delete("song-1"), .timedOut(seconds: 10), canRetry: true))
    await edits.retry()
    expectEqual(edits.state, .done(.delete("song-1")))
    let classic = BookmarkEditStore(client: .classicServer(.inMemory()))
    await classic.perform(.delete("song-1"))
    expectEqual(
      classic.state,
      .failed(.delete("song-1"), .notSupported(endpoint: "deleteBookmark"), canRetry: false))
  }

  @Test(arguments: [
    ("0", 0), ("83", 83_000), ("83.5", 83_500), ("1:23", 83_000), ("01:23.25", 83_250),
    ("1:02:03", 3_723_000), ("90:00", 5_400_000), ("0.0005", 0), ("360000", 360_000_000),
  ])
  func positionsAsWritten(text: String, milliseconds: Int) {
    expectEqual(BookmarkPosition.milliseconds(text), milliseconds)
  }

  @Test(arguments: [
    "", "-1", "1:60", "1:-2", "a", "1:2:3:4", "1.", ".5", ":30", "1::2", "1:0:60", "٣", "360001",
    "1e3", " 1",
  ])
  func notPositions(text: String) {
    expectEqual(BookmarkPosition.milliseconds(text), nil)
  }

  @Test func theJSONSaysWhenABookmarkChanged() async throws {
    let song = Song(id: "s1", title: "T")
    let changed = Date(timeIntervalSince1970: 1_678_725_035)
    let json = try BookmarksJSON([
      Bookmark(entry: song, positionMilliseconds: 7_000, comment: "c", changed: changed),
      Bookmark(entry: song, positionMilliseconds: 0),
    ]).encoded()
    #expect(json.contains("\"changed\" : \"2023-03-13T16:30:35Z\""))
    #expect(json.contains("\"changed\" : null"))
  }
}
