import DependencyRegistryTesting
import PlaylistsFeature
import SubsonicClient
import SubsonicClientInMemory
import TerminalScreen
import Testing

/// The playlists screen's keys: moving, opening a playlist, going back, playing, retrying.
@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct PlaylistsScreenTests {
  @Test func keysMoveTheSelectionAndStopAtTheEnds() async {
    let screen = await loadedScreen(PlaylistsClients.manyPlaylists(50))
    screen.listHeight = 10
    expectEqual(
      await press(.down, .character("j"), .character("j"), on: screen), [true, true, true])
    expectEqual(screen.playlistSelection, ListSelection(index: 3, top: 0))
    await press(.up, .character("k"), on: screen)
    expectEqual(screen.playlistSelection.index, 1)
    await press(.pageDown, on: screen)
    expectEqual(screen.playlistSelection, ListSelection(index: 11, top: 10))
    await press(.character("G"), .down, on: screen)
    expectEqual(screen.playlistSelection, ListSelection(index: 49, top: 40))
    await press(.pageUp, on: screen)
    expectEqual(screen.playlistSelection, ListSelection(index: 39, top: 30))
    await press(.home, .end, .character("g"), on: screen)
    expectEqual(screen.playlistSelection, ListSelection(index: 0, top: 0))
    expectEqual(screen.selectedPlaylist?.name, "Playlist 001")
    expectEqual(screen.level, .playlists)
  }

  @Test func openingShowsTheSongsAndBackKeepsTheSelection() async throws {
    let asked = Recorder<PlaylistID>()
    var client = try await PlaylistsClients.withEmptyPlaylist()
    let getPlaylist = client.getPlaylist
    client.getPlaylist = { id in
      asked.record(id)
      return try await getPlaylist(id)
    }
    let screen = await loadedScreen(client)
    expectEqual(screen.playlists.map(\.name), ["Morning Mix", "Quiet"])
    let morningMix = screen.playlists[0]

    expectEqual(await press(.enter, on: screen), [true])
    expectEqual(screen.level, .songs(of: morningMix))
    expectEqual(screen.songs.map(\.id), ["song-1", "song-5", "song-9", "song-13"])
    expectEqual(screen.selectedPlaylist, nil)
    await press(.down, .down, on: screen)
    expectEqual(screen.selectedSong?.id, "song-9")

    expectEqual(await press(.character("h"), on: screen), [true])
    expectEqual(screen.level, .playlists)
    expectEqual(screen.selectedSong, nil)
    expectEqual(screen.selectedPlaylist, morningMix)
    expectEqual(await press(.left, .backspace, on: screen), [false, false])

    await press(.right, on: screen)  // the same playlist: held, its selection kept
    expectEqual(screen.songSelection.index, 2)
    await press(.backspace, .down, .character("l"), on: screen)
    expectEqual(screen.level, .songs(of: screen.playlists[1]))
    expectEqual(screen.songSelection.index, 0)
    expectEqual(screen.songs, [])
    expectEqual(asked.values, ["playlist-1", "playlist-2"])
  }

  @Test func enterOnASongPlaysItWithThePlaylistsSongsAndRightDoesNot() async {
    let played = Recorder<PlaylistChoice>()
    let screen = PlaylistsScreen(client: .inMemory()) { played.record($0) }
    screen.start()
    await settled(screen)
    await press(.enter, .down, on: screen)
    expectEqual(await press(.right, .character("l"), on: screen), [false, false])
    expectEqual(played.values, [])
    expectEqual(await press(.enter, on: screen), [true])
    let choice = played.values.first
    expectEqual(choice?.playlistID, "playlist-1")
    expectEqual(choice?.index, 1)
    expectEqual(choice?.song.id, "song-5")
    expectEqual(choice?.songs.map(\.id), ["song-1", "song-5", "song-9", "song-13"])
  }

  @Test func rRetriesAFailureThatMaySucceedAndNothingElse() async {
    let screen = await loadedScreen(
      PlaylistsClients.failingPlaylistsOnce(.unreachable("connection refused")))
    expectEqual(
      screen.playlistsStore.state, .failed(.unreachable("connection refused"), canRetry: true))
    expectEqual(await press(.character("r"), on: screen), [true])
    expectEqual(screen.playlists.map(\.name), ["Morning Mix"])
    expectEqual(await press(.character("r"), on: screen), [false])

    let notFound = SubsonicError.api(SubsonicAPIError(code: .notFound, message: "gone"))
    let refused = await loadedScreen(PlaylistsClients.failingPlaylist(notFound))
    await press(.enter, on: refused)
    expectEqual(
      refused.playlistStore.state, .failed(.load("playlist-1", notFound), canRetry: false))
    expectEqual(await press(.character("r"), on: refused), [false])

    let unreachable = await loadedScreen(PlaylistsClients.failingPlaylist(.timedOut(seconds: 30)))
    await press(.enter, on: unreachable)
    expectEqual(await press(.character("r"), on: unreachable), [true])
  }

  @Test func reloadKeepsTheRowsUntilTheAnswerAndShowsWhatChanged() async throws {
    let server = SubsonicClient.inMemory()
    let (heldSongs, heldList) = (HeldCall(2), HeldCall(3))
    var client = server
    client.getPlaylist = { id in
      await heldSongs.pass()
      return try await server.getPlaylist(id)
    }
    client.getPlaylists = { user in
      await heldList.pass()
      return try await server.getPlaylists(user)
    }
    let screen = PlaylistsScreen(client: client)
    screen.reload()  // before start: nothing asked
    expectEqual(screen.loadsUnderWay, 0)
    screen.start()
    await settled(screen)
    await press(.enter, .down, on: screen)
    try await server.updatePlaylist("playlist-1", PlaylistUpdate(songsToAdd: ["song-2"]))

    screen.reload()
    await heldSongs.entered.wait()
    expectEqual(screen.playlistStore.state, .loading)
    expectEqual(screen.songs.count, 4)  // shown while it loads again
    heldSongs.released.open()
    await settled(screen)
    expectEqual(screen.songs.map(\.id).last, "song-2")
    expectEqual(screen.songSelection.index, 1)

    await press(.left, on: screen)
    try await server.updatePlaylist("playlist-1", PlaylistUpdate(songsToAdd: ["song-3"]))
    screen.reload()
    await heldList.entered.wait()
    expectEqual(screen.playlistsStore.state, .loading)
    expectEqual(screen.playlists.map(\.songCount), [5])
    heldList.released.open()
    await settled(screen)
    expectEqual(screen.playlists.map(\.songCount), [6])
    await press(.enter, on: screen)  // asked again: the reload made it stale
    expectEqual(Array(screen.songs.map(\.id).suffix(2)), ["song-2", "song-3"])
    expectEqual(heldSongs.count, 3)
  }

  @Test func aClickSelectsARowAndASecondClickOpensIt() async {
    let screen = await loadedScreen(PlaylistsClients.manyPlaylists(30))
    screen.listHeight = 10
    await press(.pageDown, on: screen)
    expectEqual(screen.click(listRow: 3), true)
    expectEqual(screen.playlistSelection.index, 13)
    expectEqual(screen.level, .playlists)
    expectEqual(screen.click(listRow: 10), false)
    expectEqual(screen.click(listRow: -1), false)

    let opened = await loadedScreen(.inMemory())
    expectEqual(opened.click(listRow: 1), false)  // one playlist: no second row
    expectEqual(opened.click(listRow: 0), true)  // already selected: opens it
    await settled(opened)
    expectEqual(opened.songs.count, 4)
  }

  @Test func keysWithControlOrAltAndTheShellsKeysAreNotTheScreens() async {
    let screen = await loadedScreen(PlaylistsClients.manyPlaylists(5))
    expectEqual(screen.handle(.character("j"), modifiers: .control), false)
    expectEqual(screen.handle(.down, modifiers: .alt), false)
    expectEqual(screen.handle(.enter, modifiers: .meta), false)
    let shells: [Key] = [.character("q"), .character("+"), .character("p"), .tab, .escape]
    expectEqual(
      shells.map { screen.handle($0, modifiers: []) }, [false, false, false, false, false])
    expectEqual(screen.handle(.character("G"), modifiers: .shift), true)
    expectEqual(screen.playlistSelection.index, 4)
  }

  @Test func openingBeforeThePlaylistsLoadDoesNothing() {
    let screen = PlaylistsScreen(client: .unimplemented)
    expectEqual(screen.handle(.enter, modifiers: []), false)
    expectEqual(screen.handle(.down, modifiers: []), true)
    expectEqual(screen.click(listRow: 0), false)
    expectEqual(screen.level, .playlists)
    expectEqual(screen.selectedPlaylist, nil)
  }
}
