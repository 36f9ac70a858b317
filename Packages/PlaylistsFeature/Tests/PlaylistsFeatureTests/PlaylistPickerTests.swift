import DependencyRegistryTesting
import PlaylistsFeature
import SubsonicClient
import SubsonicClientInMemory
import TerminalScreen
import Testing

/// The "add to playlist" picker: adding to a playlist, creating one, cancelling, failures; each
/// change read back from the in-memory server.
@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct PlaylistPickerTests {
  /// The preview server, its changes recorded.
  final class RecordedServer: Sendable {
    let server = SubsonicClient.inMemory()
    let changes = Recorder<String>()

    var client: SubsonicClient {
      var client = server
      let (server, changes) = (server, changes)
      client.createPlaylist = { name, songs in
        changes.record("create \(name)")
        return try await server.createPlaylist(name, songs)
      }
      client.updatePlaylist = { id, update in
        changes.record("update \(id)")
        try await server.updatePlaylist(id, update)
      }
      return client
    }
  }

  @Test func enterOnAPlaylistAddsTheSongsAndCloses() async throws {
    let recorded = RecordedServer()
    let outcomes = Recorder<PlaylistPickerOutcome>()
    let picker = PlaylistPicker(client: recorded.client) { outcomes.record($0) }
    picker.open(songs: ["song-2", "song-3"], describing: "Dawn Chorus")
    expectEqual(picker.isOpen, true)
    await settled(picker)
    expectEqual(picker.playlists.map(\.name), ["Morning Mix"])
    expectEqual(picker.rowCount, 2)

    expectEqual(await press(.down, .enter, on: picker), [true, true])
    expectEqual(picker.isOpen, false)
    expectEqual(picker.lastOutcome?.description, "Added 2 songs to Morning Mix")
    expectEqual(picker.lastOutcome?.isFailure, false)
    expectEqual(outcomes.values, picker.lastOutcome.map { [$0] } ?? [])
    let entries = try await recorded.server.getPlaylist("playlist-1").entries.map(\.id)
    expectEqual(entries, ["song-1", "song-5", "song-9", "song-13", "song-2", "song-3"])
    expectEqual(recorded.changes.values, ["update playlist-1"])
  }

  @Test func newPlaylistTakesATypedNameAndCreatesItWithTheSongs() async throws {
    let recorded = RecordedServer()
    let picker = await openedPicker(recorded.client, songs: ["song-4"])
    expectEqual(await press(.enter, on: picker), [true])
    expectEqual(picker.step, .naming(""))
    type("Road trips", on: picker)
    expectEqual(await press(.backspace, on: picker), [true])
    expectEqual(picker.handle(.character("h"), modifiers: .control), true)
    type("p 🚗", on: picker)
    expectEqual(picker.step, .naming("Road trip 🚗"))
    expectEqual(await press(.enter, on: picker), [true])

    expectEqual(picker.isOpen, false)
    expectEqual(picker.lastOutcome?.description, "Added 1 song to Road trip 🚗, a new playlist")
    let listed = try await recorded.server.getPlaylists(nil)
    let created = try #require(listed.first { $0.name == "Road trip 🚗" })
    expectEqual(try await recorded.server.getPlaylist(created.id).entries.map(\.id), ["song-4"])
    guard case .added(1, let playlist, isNew: true) = picker.lastOutcome else {
      Issue.record("expected a new playlist, got \(String(describing: picker.lastOutcome))")
      return
    }
    expectEqual(playlist.id, created.id)
  }

  @Test func escClosesTheFieldThenThePickerAndNothingIsAsked() async {
    let recorded = RecordedServer()
    let outcomes = Recorder<PlaylistPickerOutcome>()
    let picker = PlaylistPicker(client: recorded.client) { outcomes.record($0) }
    picker.open(songs: ["song-1"], describing: "First Light")
    await settled(picker)
    await press(.enter, on: picker)
    type("Evening", on: picker)
    expectEqual(await press(.escape, on: picker), [true])
    expectEqual(picker.step, .choosing)
    expectEqual(picker.isOpen, true)
    await press(.down, on: picker)
    expectEqual(picker.selectedPlaylist?.name, "Morning Mix")
    expectEqual(await press(.escape, on: picker), [true])
    expectEqual(picker.isOpen, false)

    picker.open(songs: ["song-1"], describing: "First Light")  // Esc at once
    await settled(picker)
    expectEqual(picker.selection, ListSelection())
    await press(.escape, on: picker)
    expectEqual(picker.isOpen, false)
    expectEqual(picker.lastOutcome, nil)
    expectEqual(outcomes.values, [])
    expectEqual(recorded.changes.values, [])
    expectEqual(picker.handle(.enter, modifiers: []), false)  // closed: no key is its
  }

  @Test func aBlankNameCreatesNothing() async {
    let recorded = RecordedServer()
    let picker = await openedPicker(recorded.client)
    await press(.enter, on: picker)
    type("   ", on: picker)
    expectEqual(await press(.enter, on: picker), [true])
    expectEqual(picker.step, .naming("   "))
    expectEqual(picker.handle(.character("u"), modifiers: .control), true)
    expectEqual(picker.step, .naming(""))
    expectEqual(await press(.enter, on: picker), [true])
    expectEqual(picker.isOpen, true)
    expectEqual(recorded.changes.values, [])
  }

  @Test func aFailedChangeClosesWithItsReason() async {
    var client = SubsonicClient.inMemory()
    client.updatePlaylist = { _, _ in
      throw SubsonicError.api(SubsonicAPIError(code: .notAuthorized, message: "Not your playlist"))
    }
    let picker = await openedPicker(client, songs: ["song-2"])
    await press(.end, .enter, on: picker)
    expectEqual(picker.isOpen, false)
    expectEqual(picker.lastOutcome?.isFailure, true)
    expectEqual(
      picker.lastOutcome?.description,
      "Could not add 1 song to Morning Mix: the Subsonic server answered error 50 (user is not"
        + " authorized for the operation): Not your playlist")

    client.createPlaylist = { _, _ in throw SubsonicError.timedOut(seconds: 30) }
    let creating = await openedPicker(client)
    await press(.enter, on: creating)
    type("Evening", on: creating)
    await press(.enter, on: creating)
    expectEqual(
      creating.lastOutcome?.description,
      "Could not add 2 songs to Evening: the Subsonic server gave no complete answer within 30 s"
        + " (it may have been created anyway; not tried again)")
  }

  @Test func keysWaitWhileTheSongsAreAdded() async {
    let (server, held) = (SubsonicClient.inMemory(), HeldCall(1))
    var client = server
    client.updatePlaylist = { id, update in
      await held.pass()
      try await server.updatePlaylist(id, update)
    }
    let picker = await openedPicker(client)
    _ = picker.handle(.down, modifiers: [])
    _ = picker.handle(.enter, modifiers: [])
    await held.entered.wait()
    expectEqual(picker.step, .adding(to: "Morning Mix", isNew: false))
    expectEqual(picker.handle(.escape, modifiers: []), true)
    expectEqual(picker.handle(.up, modifiers: []), true)
    picker.open(songs: ["song-9"], describing: "Other")
    expectEqual(picker.isOpen, true)
    expectEqual(picker.songs, ["song-2", "song-3"])
    held.released.open()
    await settled(picker)
    expectEqual(picker.isOpen, false)
    expectEqual(picker.lastOutcome?.description, "Added 2 songs to Morning Mix")
  }

  @Test func everyKeyIsThePickersWhileOpenButUnusedControlKeys() async {
    let picker = await openedPicker(.inMemory())
    let plain: [Key] = [.character("q"), .character("+"), .tab, .backtab, .character("?"), .left]
    expectEqual(plain.map { picker.handle($0, modifiers: []) }, Array(repeating: true, count: 6))
    expectEqual(picker.handle(.character("x"), modifiers: .alt), true)
    let control: [Key] = [.character("c"), .character("l"), .character("z"), .character("u")]
    expectEqual(
      control.map { picker.handle($0, modifiers: .control) }, [false, false, false, false])
    expectEqual(picker.isOpen, true)
    expectEqual(picker.step, .choosing)
    await press(.enter, on: picker)
    expectEqual(picker.handle(.character("c"), modifiers: .control), false)
    expectEqual(picker.handle(.character("q"), modifiers: []), true)
    expectEqual(picker.handle(.character("j"), modifiers: .alt), true)
    expectEqual(picker.step, .naming("q"))
    expectEqual(picker.handlePaste("Late\nnight"), true)
    expectEqual(picker.step, .naming("qLate night"))
  }

  @Test func rRetriesThePlaylistsAndANewPlaylistNeedsNone() async {
    let picker = await openedPicker(
      PlaylistsClients.failingPlaylistsOnce(.unreachable("connection refused")))
    expectEqual(picker.rowCount, 1)
    expectEqual(picker.playlistsStore.state.failure, .unreachable("connection refused"))
    await press(.character("r"), on: picker)
    expectEqual(picker.playlists.map(\.name), ["Morning Mix"])
    expectEqual(picker.retry(), false)
  }

  @Test func aClickSelectsARowAndASecondClickActsAsEnter() async {
    let picker = await openedPicker(.inMemory())
    expectEqual(picker.click(listRow: 2), false)
    expectEqual(picker.click(listRow: 1), true)
    expectEqual(picker.selectedPlaylist?.name, "Morning Mix")
    expectEqual(picker.click(listRow: 0), true)
    expectEqual(picker.click(listRow: 0), true)
    expectEqual(picker.step, .naming(""))
    expectEqual(picker.click(listRow: 0), false)  // the field takes no clicks
  }

  @Test func openingWithNoSongsSaysSoAndStaysClosed() {
    let outcomes = Recorder<PlaylistPickerOutcome>()
    let picker = PlaylistPicker(client: .unimplemented) { outcomes.record($0) }
    picker.open(songs: [], describing: "Nothing")
    expectEqual(picker.isOpen, false)
    expectEqual(picker.lastOutcome, .failed(reason: "Nothing to add to a playlist: no songs"))
    expectEqual(outcomes.values.count, 1)
  }

  @Test func onlyTheUsersOwnPlaylistsAreOffered() async {
    let mine = Playlist(
      id: "1", name: "Mine", owner: "me", isPublic: false, songCount: 1, duration: 1)
    let shared = Playlist(
      id: "2", name: "Theirs", owner: "alice", isPublic: true, songCount: 1, duration: 1)
    let mineShared = Playlist(
      id: "3", name: "Mine too", owner: "me", isPublic: true, songCount: 1, duration: 1)
    let unowned = Playlist(id: "4", name: "Nobody's", songCount: 1, duration: 1)
    var client = SubsonicClient.unimplemented
    client.getPlaylists = { _ in [mine, shared, mineShared, unowned] }

    let inferred = await openedPicker(client)  // the owner of the private playlists
    expectEqual(inferred.playlists.map(\.name), ["Mine", "Mine too", "Nobody's"])

    let named = PlaylistPicker(client: client, username: "alice")
    named.open(songs: ["song-1"], describing: "x")
    await settled(named)
    expectEqual(named.playlists.map(\.name), ["Theirs", "Nobody's"])

    client.getPlaylists = { _ in [shared, mineShared] }  // no private one: the user is unknown
    let unknown = await openedPicker(client)
    expectEqual(unknown.playlists.map(\.name), ["Theirs", "Mine too"])
  }
}
