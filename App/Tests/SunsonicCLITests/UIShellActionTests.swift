import DependencyRegistry
import DependencyRegistryTesting
import Foundation
import PlayFeature
import PlayerClient
import SubsonicClient
import SubsonicClientInMemory
import TerminalScreen
import TerminalScreenTesting
import Testing

@testable import SunsonicCLI

/// The shell's other panes and its actions on the preview library: the album lists and the
/// playlists panes, `p` and `a` playing and queueing, `d` downloading, `+` adding to a playlist
/// and `S` sharing (read back from the server), `i` details, and the mouse.
@MainActor
struct UIShellActionTests {
  /// A shell on a fresh in-memory library, downloading into `folder`, its artists loaded.
  func loadedShell(
    _ client: SubsonicClient = .inMemory(), downloadingInto folder: URL? = nil
  ) async -> UIShell {
    let shell = DependencyValues.$current.withValue(musicValues(client)) {
      UIShell(downloadFolder: folder)
    }
    shell.start()
    await observedUntil { shell.library.artistsStore.state.value != nil }
    return shell
  }

  func drawn(_ shell: UIShell, width: Int = 80, height: Int = 24) -> ScreenBuffer {
    var buffer = ScreenBuffer(width: width, height: height)
    shell.draw(into: &buffer)
    return buffer
  }

  func press(_ keys: Key..., on shell: UIShell) {
    for key in keys { _ = shell.handle(.key(key, modifiers: [])) }
  }

  /// Opens the first artist's first album in the library: its songs shown.
  func openAlbum(on shell: UIShell) async {
    press(.enter, on: shell)
    await observedUntil { shell.library.artistStore.state.value != nil }
    press(.enter, on: shell)
    await observedUntil { shell.library.albumStore.state.value != nil }
  }

  @Test(.timeLimit(.minutes(1)))
  func tabGoesThroughEveryPaneAndEachLoadsWhenFirstShown() async {
    let shell = await loadedShell()
    press(.tab, on: shell)
    #expect(shell.pane == .albums)
    await observedUntil { shell.albumLists.selectedAlbum != nil }
    expectSnapshot(drawn(shell), named: "albums-pane-80x24")
    press(.tab, on: shell)
    #expect(shell.pane == .playlists)
    await observedUntil { shell.playlists.selectedPlaylist != nil }
    expectSnapshot(drawn(shell, width: 120, height: 40), named: "playlists-pane-120x40")
    press(.tab, .tab, on: shell)
    #expect(shell.pane == .queue)
    press(.tab, on: shell)
    #expect(shell.pane == .podcasts)
    await observedUntil { shell.podcasts.loadsUnderWay == 0 }
    press(.tab, on: shell)
    #expect(shell.pane == .radio)
    await observedUntil { shell.radio.loadsUnderWay == 0 }
    press(.tab, on: shell)
    #expect(shell.pane == .library)
    press(.backtab, .backtab, .backtab, on: shell)
    #expect(shell.pane == .queue)
  }

  @Test(.timeLimit(.minutes(1)))
  func enterOnAnAlbumOfAListOpensItInTheLibrary() async {
    let shell = await loadedShell()
    press(.tab, on: shell)
    await observedUntil { shell.albumLists.selectedAlbum != nil }
    let album = shell.albumLists.selectedAlbum
    press(.enter, on: shell)
    #expect(shell.pane == .library)
    await observedUntil { shell.library.albumStore.state.value != nil }
    #expect(shell.library.albumStore.state.value?.id == album?.id)
  }

  @Test(.timeLimit(.minutes(1)))
  func pPlaysTheSelectionAndAQueuesItWhenNothingPlays() async {
    let shell = await loadedShell()
    await openAlbum(on: shell)
    let songs = shell.library.songs
    press(.down, .character("p"), on: shell)  // the album from its second song
    await observedUntil { shell.playback.store.state == .finished }
    #expect(shell.playback.store.queue == songs)
    #expect(shell.playback.store.stoppedAt?.index == songs.count - 1)
    press(.left, on: shell)  // the albums: `a` queues the whole album
    press(.character("a"), on: shell)
    await observedUntil { shell.playback.store.state == .finished }
    #expect(shell.playback.store.queue.map(\.id) == songs.map(\.id))  // play counts changed
  }

  @Test(.timeLimit(.minutes(1)))
  func dDownloadsTheSelectionsSongsAndTheLineSaysSo() async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let shell = await loadedShell(downloadingInto: folder)
    await openAlbum(on: shell)
    press(.left, .character("d"), on: shell)  // the whole album
    let count = shell.library.albumStore.state.value?.songs.count ?? 0
    await observedUntil {
      if case .finished = shell.actions.downloads.state { return true }
      return false
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(names.count == count)
    #expect(drawn(shell).lines()[21] == " Saved \(count) songs in the current folder")
  }

  @Test(.timeLimit(.minutes(1)))
  func capitalSSharesTheSelectedAlbumAndTheLineShowsItsLinkButAnArtistHasNone() async throws {
    let client = SubsonicClient.inMemory()
    let shell = await loadedShell(client)
    press(.character("S"), on: shell)  // an artist
    #expect(
      drawn(shell).lines()[21] == " Only a song or an album can be shared: press S on one")
    await openAlbum(on: shell)
    press(.left, .character("S"), on: shell)  // the album
    await observedUntil { shell.actions.shares.state.value != nil }
    let shares = try await client.getShares()
    #expect(shares.count == 1)
    let url = try #require(shares.first?.url)
    #expect(url.hasPrefix("https://music.example.net/share/"))
    #expect(drawn(shell).lines()[21] == " Shared “Dawn Chorus”: \(url)")
  }

  @Test(.timeLimit(.minutes(1)))
  func plusAddsTheSongToAPlaylistChosenInThePicker() async {
    let client = SubsonicClient.inMemory()
    let shell = await loadedShell(client)
    await openAlbum(on: shell)
    let song = shell.library.songs[0]
    press(.character("+"), on: shell)
    await observedUntil {
      shell.overlay == .playlistPicker && !shell.actions.picker.playlists.isEmpty
    }
    press(.down, on: shell)  // past "New playlist…"
    expectSnapshot(drawn(shell), named: "playlist-picker-80x24")
    let playlist = shell.actions.picker.selectedPlaylist
    press(.enter, on: shell)
    await observedUntil { shell.actions.picker.lastOutcome != nil }
    #expect(shell.overlay == nil)
    #expect(drawn(shell).lines()[21].hasPrefix(" Added"))
    if let playlist {
      let entries = try? await client.getPlaylist(playlist.id).entries
      #expect(entries?.last?.id == song.id)
    } else {
      Issue.record("the picker offered no playlist")
    }
    // "New playlist…": a name typed, the playlist made with the song.
    press(.character("+"), on: shell)
    await observedUntil {
      shell.overlay == .playlistPicker && !shell.actions.picker.playlists.isEmpty
    }
    press(.enter, on: shell)
    for character in "Road trip" { press(.character(character), on: shell) }
    press(.enter, on: shell)
    await observedUntil { shell.overlay == nil && shell.actions.picker.lastOutcome != nil }
    let made = try? await client.getPlaylists(nil).first { $0.name == "Road trip" }
    #expect(made?.songCount == 1)
  }

  @Test(.timeLimit(.minutes(1)))
  func iShowsTheDetailsOfASongOrAnArtistAndEscClosesThem() async {
    let shell = await loadedShell()
    press(.character("i"), on: shell)
    #expect(shell.overlay == .artistDetails)
    await observedUntil { shell.artistDetails.infoStore.state.value != nil }
    expectSnapshot(drawn(shell), named: "artist-details-80x24")
    press(.escape, on: shell)
    #expect(shell.overlay == nil)
    await openAlbum(on: shell)
    press(.character("i"), on: shell)
    #expect(shell.overlay == .songDetails)
    await observedUntil { shell.songDetails.lyricsStore.state.value != nil }
    expectSnapshot(drawn(shell, width: 120, height: 40), named: "song-details-120x40")
    press(.character("q"), on: shell)
    #expect(shell.overlay == nil, "q closes the details first")
  }

  /// A new user's finding: the status line said "Rated 4 of 5", the details showed no rating.
  @Test(.timeLimit(.minutes(1)))
  func starsAndRatingsGivenInAListShowInTheSongsDetails() async {
    let shell = await loadedShell()
    await openAlbum(on: shell)
    #expect(shell.library.songs.first?.userRating != 4)
    press(.character("s"), on: shell)
    await observedUntil { shell.actions.annotations.accepted.count == 1 }
    press(.character("4"), on: shell)
    await observedUntil { shell.actions.annotations.accepted.count == 2 }
    press(.character("i"), on: shell)
    #expect(shell.overlay == .songDetails)
    #expect(shell.songDetails.song?.starred != nil)
    #expect(shell.songDetails.song?.userRating == 4)
  }

  @Test(.timeLimit(.minutes(1)))
  func theBackKeysCloseTheDetailsAndTheLyricsAsTheHelpSays() async {
    let shell = await loadedShell()
    for back in [Key.left, .backspace, .character("h")] {
      press(.character("i"), on: shell)
      #expect(shell.overlay == .artistDetails)
      press(back, on: shell)
      #expect(shell.overlay == nil, "\(back) closes the details")
      press(.character("L"), on: shell)
      #expect(shell.overlay == .lyrics)
      press(back, on: shell)
      #expect(shell.overlay == nil, "\(back) closes the lyrics")
    }
    #expect(shell.library.level == .artists)
    #expect(shell.pane == .library, "a back key over details goes no further back")
  }

  @Test(.timeLimit(.minutes(1)))
  func aClickOnATabShowsItsPaneAndOnARowSelectsThenOpensIt() async {
    let shell = await loadedShell()
    _ = drawn(shell)  // the shell learns where its pane is
    let press = MouseEvent(.press(.left), x: 2, y: 4)
    _ = shell.handle(.mouse(press))  // the library's second row
    #expect(shell.library.selection.index == 1)
    _ = shell.handle(.mouse(press))
    #expect(shell.library.level != .artists)
    guard let tab = UIShellView.tabColumns(width: 80).first(where: { $0.pane == .queue }) else {
      return
    }
    _ = shell.handle(
      .mouse(MouseEvent(.press(.left), x: tab.columns.lowerBound, y: 0)))
    #expect(shell.pane == .queue)
    await observedUntil { shell.library.loadsUnderWay == 0 }
  }

  @Test func uiMouseInTheConfigurationIsTrueOrFalseAndAnythingElseSaysSo() async throws {
    let home = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: home) }
    let folder = home.appendingPathComponent("sunsonic")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("config")
    for (value, code) in [("yes", ExitCode.configuration), ("true", .usage), ("false", .usage)] {
      try Data("ui-mouse = \(value)\n".utf8).write(to: file)
      try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
      // No terminal here: a good value gets as far as saying so (64); a bad one is the file's.
      let run = await runSunsonic(
        ["ui"], with: musicValues(), environment: ["XDG_CONFIG_HOME": home.path])
      #expect(run.code == code, "\(value): \(run.err)")
      if code == .configuration {
        #expect(run.err == "sunsonic: the configuration's ui-mouse \"yes\": not true or false\n")
      }
    }
  }

  /// A player that starts every song and plays it until stopped, recording pauses and resumes.
  func playingPlayer(_ calls: Recorder<String>) -> PlayerClient {
    PlayerClient(
      prepare: {},
      start: { _ in
        let (events, continuation) = AsyncStream<PlaybackEvent>.makeStream()
        continuation.yield(.started)
        return Playback(
          write: { _ in }, finish: {},
          pause: { calls.record("pause") }, resume: { calls.record("resume") },
          stop: {
            continuation.yield(.ended(.stopped, played: .zero))
            continuation.finish()
          },
          seek: { calls.record("seek \($0)") },
          setVolume: { calls.record("volume \($0)") },
          setMuted: { calls.record("muted \($0)") },
          events: events)
      })
  }

  /// A shell on the in-memory library and `player`, playing the first album from its first
  /// song.
  private func playingAnAlbum(on player: PlayerClient) async -> UIShell {
    let shell = DependencyValues.$current.withValue(musicValues(.inMemory(), player: player)) {
      UIShell()
    }
    shell.start()
    await observedUntil { shell.library.artistsStore.state.value != nil }
    await openAlbum(on: shell)
    press(.enter, on: shell)
    await observedUntil {
      if case .playing(let status) = shell.playback.store.state { return status.hasStarted }
      return false
    }
    return shell
  }

  @Test(.timeLimit(.minutes(1)))
  func ctrlZPausesWhatPlaysAndFgGoesOnButAPausedSongStaysPaused() async {
    let calls = Recorder<String>()
    let shell = await playingAnAlbum(on: playingPlayer(calls))
    await shell.willSuspend()
    await shell.didResume()
    #expect(calls.values == ["pause", "resume"])
    press(.character(" "), on: shell)  // paused by the user: Ctrl-Z and fg leave it paused
    await observedUntil {
      if case .playing(let status) = shell.playback.store.state { return status.isPaused }
      return false
    }
    await shell.willSuspend()
    await shell.didResume()
    await shell.stop()
    #expect(calls.values == ["pause", "resume", "pause"])
  }

  @Test(.timeLimit(.minutes(1)))
  func theSeekVolumeAndMuteKeysReachThePlayerAndTheBarShowsTheVolume() async {
    let calls = Recorder<String>()
    let shell = await playingAnAlbum(on: playingPlayer(calls))
    for key: Character in [",", ".", "<", ">", "-", "-"] {
      let count = calls.values.count
      press(.character(key), on: shell)
      // The recorder is not observable: the key's task is given turns until the player has it.
      while calls.values.count == count { await Task.yield() }
    }
    await observedUntil { shell.playback.store.volume == 90 }
    #expect(drawn(shell).lines().last?.hasSuffix("vol 90%") == true)
    press(.character("m"), on: shell)
    await observedUntil { shell.playback.store.isMuted }
    #expect(drawn(shell).lines().last?.hasSuffix("muted") == true)
    await shell.stop()
    #expect(
      calls.values == [
        "seek relative(-10.0 seconds)", "seek relative(10.0 seconds)",
        "seek relative(-60.0 seconds)", "seek relative(60.0 seconds)", "volume 95", "volume 90",
        "muted true",
      ])
  }

  @Test(.timeLimit(.minutes(1)))
  func theVolumeGoesOnToTheNextQueueChosen() async {
    let calls = Recorder<String>()
    let shell = await playingAnAlbum(on: playingPlayer(calls))
    let first = shell.playback.store
    press(.character("-"), on: shell)
    await observedUntil { first.volume == 95 }
    press(.enter, on: shell)  // the song selected again: a new queue, a new store
    await observedUntil {
      guard shell.playback.store !== first,
        case .playing(let status) = shell.playback.store.state
      else { return false }
      return status.hasStarted
    }
    while calls.values.filter({ $0 == "volume 95" }).count < 2 { await Task.yield() }
    #expect(shell.playback.store.volume == 95)
    #expect(drawn(shell).lines().last?.hasSuffix("vol 95%") == true)
    await shell.stop()
  }
}
