import DependencyRegistryTesting
import PlaylistsFeature
import SubsonicClient
import Testing

/// Checks made before any request: the unimplemented client fails the test on any call, so
/// these tests prove that nothing was sent.
@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct PlaylistStoreValidationTests {
  @Test(arguments: ["", " ", "\t \n"])
  func creatingWithABlankNameIsRejectedWithoutARequest(name: String) async {
    let store = PlaylistStore(client: .unimplemented)
    await store.create(named: name, songs: ["song-1"])
    expectEqual(store.state, .rejected(.emptyName))
  }

  @Test func renamingToABlankNameIsRejectedWithoutARequest() async {
    let store = PlaylistStore(client: .unimplemented)
    await store.rename("playlist-1", to: "   ")
    expectEqual(store.state, .rejected(.emptyName))
  }

  @Test func addingNoSongsIsRejectedWithoutARequest() async {
    let store = PlaylistStore(client: .unimplemented)
    await store.add([], to: "playlist-1")
    expectEqual(store.state, .rejected(.noSongs))
  }

  @Test func removingNoIndexesIsRejectedWithoutARequest() async {
    let store = PlaylistStore(client: .unimplemented)
    await store.remove(positions: [], from: "playlist-1")
    expectEqual(store.state, .rejected(.noPositions))
  }

  @Test func duplicateIndexesAreRejectedWithoutARequest() async {
    let store = PlaylistStore(client: .unimplemented)
    await store.remove(positions: [3, 1, 3, 2, 1, 3], from: "playlist-1")
    expectEqual(store.state, .rejected(.duplicatePositions([3, 1])))
  }

  @Test func removingAnIndexPastTheEndIsRejectedWithoutARequest() async {
    let calls = Recorder<String>()
    var client = SubsonicClient.unimplemented
    client.getPlaylist = { id in
      calls.record("getPlaylist \(id)")
      return Fixtures.morningMix
    }
    let store = PlaylistStore(client: client)
    await store.remove(positions: [2, 4], from: "playlist-1")
    // The playlist was read to check the positions; updatePlaylist (unimplemented) never ran.
    expectEqual(store.state, .rejected(.positionsOutOfRange([4], entryCount: 3)))
    expectEqual(calls.values, ["getPlaylist playlist-1"])
  }

  @Test func positionZeroAndNegativePositionsAreOutOfRange() async {
    var client = SubsonicClient.unimplemented
    client.getPlaylist = { _ in Fixtures.morningMix }
    let store = PlaylistStore(client: client)
    await store.remove(positions: [0, 3, -1], from: "playlist-1")
    expectEqual(store.state, .rejected(.positionsOutOfRange([0, -1], entryCount: 3)))
  }

  @Test func anyPositionOfAnEmptyPlaylistIsOutOfRange() async {
    var empty = Fixtures.morningMix
    empty.entries = []
    var client = SubsonicClient.unimplemented
    client.getPlaylist = { [empty] _ in empty }
    let store = PlaylistStore(client: client)
    await store.remove(positions: [1], from: "playlist-1")
    expectEqual(store.state, .rejected(.positionsOutOfRange([1], entryCount: 0)))
  }

  @Test func rejectionsSayWhatWasWrongInOneLine() {
    expectEqual(
      PlaylistInputError.emptyName.description,
      "the playlist name is empty: give at least one character that is not a space")
    expectEqual(PlaylistInputError.noSongs.description, "no songs given: name at least one song id")
    expectEqual(
      PlaylistInputError.duplicatePositions([3]).description, "position 3 is given more than once")
    expectEqual(
      PlaylistInputError.duplicatePositions([3, 1]).description,
      "positions 3, 1 are given more than once")
    expectEqual(
      PlaylistInputError.positionsOutOfRange([4], entryCount: 3).description,
      "position 4 is out of range: the playlist has 3 entries, at positions 1 to 3")
    expectEqual(
      PlaylistInputError.positionsOutOfRange([0, 2], entryCount: 1).description,
      "positions 0, 2 are out of range: the playlist has 1 entry, at position 1")
    expectEqual(
      PlaylistInputError.positionsOutOfRange([1], entryCount: 0).description,
      "position 1 is out of range: the playlist has no entries")
  }
}
