import DependencyRegistry
import DependencyRegistryTesting
import PlayFeature
import PlayerClient
import SubsonicClient
import SubsonicClientInMemory
import TerminalScreen
import TerminalScreenTesting
import Testing

@testable import SunsonicCLI

/// The podcasts pane in the shell, on the in-memory server (`channel-1` Field Notes with
/// `episode-1` on the server and `episode-2` not yet; `channel-2`, whose feed failed): its tab,
/// an episode played through the shell's playback, and the line for one not on the server.
@MainActor
struct UIShellPodcastsTests {
  let actions = UIShellActionTests()

  /// A shell on the in-memory server and a player that plays until stopped, its artists loaded.
  func loadedShell() async -> UIShell {
    let player = actions.playingPlayer(Recorder<String>())
    let shell = DependencyValues.$current.withValue(musicValues(.inMemory(), player: player)) {
      UIShell()
    }
    shell.start()
    await observedUntil { shell.library.artistsStore.state.value != nil }
    return shell
  }

  @Test(.timeLimit(.minutes(1)))
  func theSixthTabListsTheChannelsAndEnterPlaysAnEpisodeOnTheServer() async {
    let shell = await loadedShell()
    actions.press(.backtab, .backtab, on: shell)  // the tab before the last, Radio
    #expect(shell.pane == .podcasts)
    await observedUntil { shell.podcasts.loadsUnderWay == 0 }
    expectSnapshot(actions.drawn(shell), named: "podcasts-80x24")
    #expect(shell.selected == nil, "a channel is not something to play")
    actions.press(.enter, on: shell)
    await observedUntil { shell.podcasts.loadsUnderWay == 0 }
    #expect(shell.podcasts.episodes.map(\.id) == ["episode-1", "episode-2"])
    guard let song = shell.podcasts.episodes.first?.song else {
      Issue.record("episode-1 has no stream id")
      return
    }
    #expect(shell.selected == .song(song, in: [song], at: 0))
    actions.press(.enter, on: shell)
    await observedUntil {
      if case .playing(let status) = shell.playback.store.state { return status.hasStarted }
      return false
    }
    #expect(shell.playback.store.queue.map(\.id) == ["song-1"])
    #expect(shell.playback.store.queue.first?.title == "Why the Birds Sing at Dawn")
    actions.press(.down, .enter, on: shell)  // episode-2, not on the server
    #expect(shell.playback.store.queue.map(\.id) == ["song-1"])
    #expect(
      actions.drawn(shell).lines()[21]
        == " Not on the server (new): fetch it with 'sunsonic podcast fetch episode-2'")
    expectSnapshot(actions.drawn(shell, width: 120, height: 40), named: "podcast-episodes-120x40")
    await shell.stop()
  }

  @Test(.timeLimit(.minutes(1)))
  func aClickOnThePodcastsTabShowsThemAndFitsBesideTheHintAt80Columns() async {
    let shell = await loadedShell()
    let top = actions.drawn(shell).lines()[0]
    #expect(top.contains(" Podcasts "))
    #expect(top.hasSuffix("? keys  q quit"))
    guard let tab = UIShellView.tabColumns(width: 80).first(where: { $0.pane == .podcasts })
    else {
      Issue.record("no podcasts tab")
      return
    }
    _ = shell.handle(.mouse(MouseEvent(.press(.left), x: tab.columns.lowerBound, y: 0)))
    #expect(shell.pane == .podcasts)
    await observedUntil { shell.podcasts.loadsUnderWay == 0 }
    #expect(shell.podcasts.channels.map(\.id) == ["channel-1", "channel-2"])
  }
}
