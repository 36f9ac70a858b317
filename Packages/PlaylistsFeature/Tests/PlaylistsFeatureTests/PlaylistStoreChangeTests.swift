import DependencyRegistryTesting
import Foundation
import PlaylistsFeature
import SubsonicClient
import SubsonicClientInMemory
import Testing

@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct PlaylistStoreChangeTests {
  @Test func loadShowsThePlaylistWithItsEntries() async {
    var client = SubsonicClient.unimplemented
    client.getPlaylist = { id in
      expectEqual(id, "playlist-1")
      return Fixtures.morningMix
    }
    let store = PlaylistStore(client: client)
    expectEqual(store.state, .idle)
    await store.load("playlist-1")
    expectEqual(store.state, .loaded(Fixtures.morningMix))
  }

  @Test func createdPlaylistIsReadBackWhenTheServerAnswersEmpty() async {
    let calls = Recorder<String>()
    let older = Playlist(
      id: "3", name: "Road Trip", songCount: 0, duration: 0,
      created: Fixtures.utc("2025-01-01T00:00:00Z"))
    let newer = Playlist(
      id: "9", name: "Road Trip", songCount: 1, duration: 241,
      created: Fixtures.utc("2026-04-01T10:00:00Z"))
    let undated = Playlist(id: "11", name: "Road Trip", songCount: 0, duration: 0)
    var readBack = newer
    readBack.entries = [Fixtures.firstLight]
    var client = SubsonicClient.unimplemented
    client.createPlaylist = { name, songs in
      calls.record("createPlaylist \(name) \(songs)")
      return nil  // supysonic: an empty ok
    }
    client.getPlaylists = { _ in
      calls.record("getPlaylists")
      return [older, Fixtures.morningMix, undated, newer]
    }
    client.getPlaylist = { [readBack] id in
      calls.record("getPlaylist \(id)")
      return readBack
    }
    let store = PlaylistStore(client: client)
    await store.create(named: "Road Trip", songs: ["song-1"])
    expectEqual(store.state, .loaded(readBack))
    expectEqual(
      calls.values, ["createPlaylist Road Trip [song-1]", "getPlaylists", "getPlaylist 9"])
  }

  @Test func createdPlaylistThatCannotBeFoundSaysSo() async {
    let calls = Recorder<String>()
    var client = SubsonicClient.unimplemented
    client.createPlaylist = { _, _ in nil }
    client.getPlaylists = { _ in
      calls.record("getPlaylists")
      return [Fixtures.morningMix]
    }
    let store = PlaylistStore(client: client)
    await store.create(named: "Road Trip")
    expectEqual(store.state, .failed(.createdPlaylistNotFound(name: "Road Trip"), canRetry: false))
    await store.retry()
    expectEqual(calls.values, ["getPlaylists"])
    expectEqual(
      PlaylistFailure.createdPlaylistNotFound(name: "Road Trip").description,
      #"created playlist "Road Trip", but the server lists no playlist of that name"#)
  }

  @Test func createdPlaylistReturnedByTheServerIsStillReadBack() async {
    let calls = Recorder<String>()
    var client = SubsonicClient.unimplemented
    client.createPlaylist = { name, _ in
      calls.record("createPlaylist")
      return Playlist(id: "12", name: name, songCount: 0, duration: 0)
    }
    client.getPlaylist = { id in
      calls.record("getPlaylist \(id)")
      return Fixtures.roadTrip
    }
    let store = PlaylistStore(client: client)
    await store.create(named: "Road Trip")
    expectEqual(store.state, .loaded(Fixtures.roadTrip))
    expectEqual(calls.values, ["createPlaylist", "getPlaylist 12"])
  }

  @Test func renameSendsTheNameAsGivenAndShowsThePlaylistReadBack() async {
    let updates = Recorder<PlaylistUpdate>()
    var renamed = Fixtures.morningMix
    renamed.name = "  Evening "
    var client = SubsonicClient.unimplemented
    client.updatePlaylist = { id, update in
      expectEqual(id, "playlist-1")
      updates.record(update)
    }
    client.getPlaylist = { [renamed] _ in renamed }
    let store = PlaylistStore(client: client)
    await store.rename("playlist-1", to: "  Evening ")
    expectEqual(store.state, .loaded(renamed))
    expectEqual(updates.values, [PlaylistUpdate(name: "  Evening ")])
  }

  @Test func addingAppendsTheSongsInOrderAndReadsBack() async {
    let updates = Recorder<PlaylistUpdate>()
    var client = SubsonicClient.unimplemented
    client.updatePlaylist = { _, update in updates.record(update) }
    client.getPlaylist = { _ in Fixtures.morningMix }
    let store = PlaylistStore(client: client)
    await store.add(["song-9", "song-1", "song-9"], to: "playlist-1")
    expectEqual(store.state, .loaded(Fixtures.morningMix))
    expectEqual(updates.values, [PlaylistUpdate(songsToAdd: ["song-9", "song-1", "song-9"])])
  }

  @Test func removingSendsZeroBasedIndexesAndShowsThePlaylistReadBack() async {
    let updates = Recorder<PlaylistUpdate>()
    let reads = Recorder<PlaylistID>()
    var trimmed = Fixtures.morningMix
    trimmed.entries = [Fixtures.tideLine]
    trimmed.songCount = 1
    var client = SubsonicClient.unimplemented
    client.getPlaylist = { [trimmed] id in
      reads.record(id)
      return reads.values.count == 1 ? Fixtures.morningMix : trimmed
    }
    client.updatePlaylist = { _, update in updates.record(update) }
    let store = PlaylistStore(client: client)
    await store.remove(positions: [3, 1], from: "playlist-1")
    expectEqual(store.state, .loaded(trimmed))
    expectEqual(updates.values, [PlaylistUpdate(songIndexesToRemove: [2, 0])])
    expectEqual(reads.values, ["playlist-1", "playlist-1"])
  }

  @Test func deletingReadsFirstDeletesAndConfirmsTheServerNoLongerListsIt() async {
    let calls = Recorder<String>()
    var client = SubsonicClient.unimplemented
    client.getPlaylist = { id in
      calls.record("getPlaylist \(id)")
      return Fixtures.morningMix
    }
    client.deletePlaylist = { id in calls.record("deletePlaylist \(id)") }
    client.getPlaylists = { _ in
      calls.record("getPlaylists")
      return [Fixtures.roadTrip]
    }
    let store = PlaylistStore(client: client)
    await store.delete("playlist-1")
    expectEqual(store.state, .deleted(Fixtures.morningMix))
    expectEqual(
      calls.values, ["getPlaylist playlist-1", "deletePlaylist playlist-1", "getPlaylists"])
  }

  @Test func deletionTheServerStillListsIsAFailure() async {
    var client = SubsonicClient.unimplemented
    client.getPlaylist = { _ in Fixtures.morningMix }
    client.deletePlaylist = { _ in }
    client.getPlaylists = { _ in [Fixtures.morningMix] }
    let store = PlaylistStore(client: client)
    await store.delete("playlist-1")
    expectEqual(store.state, .failed(.stillListed("playlist-1"), canRetry: false))
  }

  @Test func deletingAnUnknownPlaylistFailsBeforeDeletingAnything() async {
    let notFound = SubsonicError.api(SubsonicAPIError(code: .notFound, message: "not found"))
    var client = SubsonicClient.unimplemented
    client.getPlaylist = { _ in throw notFound }
    let store = PlaylistStore(client: client)
    await store.delete("nope")
    expectEqual(store.state, .failed(.check(.delete("nope"), notFound), canRetry: false))
  }

  @Test func worksAgainstTheClassicServerPreviewThatAnswersCreateEmpty() async throws {
    let store = PlaylistStore(client: .classicServer(.inMemory()))
    await store.create(named: "Road Trip", songs: ["song-2", "song-3"])
    guard case .loaded(let created) = store.state else {
      Issue.record("expected the created playlist, got \(store.state)")
      return
    }
    expectEqual(created.name, "Road Trip")
    expectEqual(created.entries.map(\.id), ["song-2", "song-3"])

    await store.add(["song-4"], to: created.id)
    await store.remove(positions: [1], from: created.id)
    guard case .loaded(let changed) = store.state else {
      Issue.record("expected the changed playlist, got \(store.state)")
      return
    }
    expectEqual(changed.entries.map(\.id), ["song-3", "song-4"])

    await store.delete(created.id)
    guard case .deleted(let deleted) = store.state else {
      Issue.record("expected a deletion, got \(store.state)")
      return
    }
    expectEqual(deleted.id, created.id)
  }
}
