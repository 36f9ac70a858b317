import AnnotationFeature
import DependencyRegistry
import DependencyRegistryTesting
import TerminalScreen
import TerminalScreenTesting
import Testing

@testable import SunsonicCLI

/// The full-screen shell on the preview library: what it draws at 80x24 and 120x40 (golden
/// files, re-recorded with `SUNSONIC_RECORD=1 swift test` in App/), the key help, the line
/// below 40x10, and which keys are the shell's.
@MainActor
struct UIShellTests {
  /// A shell on a fresh preview library, its artists loaded.
  func loadedShell() async -> UIShell {
    let shell = DependencyValues.$current.withValue(musicValues()) { UIShell() }
    shell.start()
    await observedUntil { shell.library.artistsStore.state.value != nil }
    return shell
  }

  func drawn(_ shell: UIShell, width: Int = 80, height: Int = 24) -> ScreenBuffer {
    var buffer = ScreenBuffer(width: width, height: height)
    shell.draw(into: &buffer)
    return buffer
  }

  @Test(.timeLimit(.minutes(1)))
  func opensOnTheArtistsWithTheTabsAndTheKeyHint() async {
    let shell = await loadedShell()
    expectSnapshot(drawn(shell), named: "artists-80x24")
    expectSnapshot(drawn(shell, width: 120, height: 40), named: "artists-120x40")
    #expect(drawn(shell).lines()[0].hasSuffix("? keys  q quit"))
  }

  @Test(.timeLimit(.minutes(1)))
  func questionMarkShowsEveryKeyAndAnyKeyClosesIt() async {
    let shell = await loadedShell()
    #expect(shell.handle(.key(.character("?"), modifiers: [])) == .keepRunning)
    #expect(shell.overlay == .help)
    expectSnapshot(drawn(shell), named: "help-80x24")
    expectSnapshot(drawn(shell, width: 120, height: 40), named: "help-120x40")
    _ = shell.handle(.key(.character("q"), modifiers: []))
    #expect(shell.overlay == nil, "q closes the help first, it does not quit")
    #expect(shell.handle(.key(.character("q"), modifiers: [])) == .quit)
  }

  @Test(.timeLimit(.minutes(1)))
  func belowFortyByTenItSaysSoInsteadOfDrawing() async {
    let shell = await loadedShell()
    expectSnapshot(drawn(shell, width: 39, height: 10), named: "too-small-39x10")
    #expect(drawn(shell, width: 40, height: 9).lines().joined().contains("too small"))
    #expect(!drawn(shell, width: 40, height: 10).lines().joined().contains("too small"))
  }

  @Test(.timeLimit(.minutes(1)))
  func belowTheSmallestSizeOnlyQuitAndRedrawActOnWhatIsNotShown() async {
    let shell = await loadedShell()
    _ = drawn(shell, width: 30, height: 8)
    for key in [Key.down, .enter, .tab, .character("j"), .character("?"), .character("/")] {
      #expect(shell.handle(.key(key, modifiers: [])) == .keepRunning)
    }
    _ = shell.handle(.paste("caf"))
    #expect(shell.pane == .library)
    #expect(shell.library.level == .artists)
    #expect(shell.library.selection.index == 0)
    #expect(shell.overlay == nil)
    #expect(shell.search.query.isEmpty)
    #expect(shell.handle(.key(.character("l"), modifiers: .control)) == .redraw)
    #expect(shell.handle(.key(.character("q"), modifiers: [])) == .quit)
    _ = drawn(shell)  // large enough again: the keys act
    _ = shell.handle(.key(.down, modifiers: []))
    #expect(shell.library.selection.index == 1)
  }

  @Test(.timeLimit(.minutes(1)))
  func slashStartsANewQueryWhereTabBackKeepsTheOldOne() async {
    let shell = await loadedShell()
    let type = { (text: String) in
      for character in text { _ = shell.handle(.key(.character(character), modifiers: [])) }
    }
    type("/caf")
    #expect(shell.pane == .search)
    #expect(shell.search.query == "caf")
    _ = shell.handle(.key(.escape, modifiers: []))
    _ = shell.handle(.key(.tab, modifiers: []))
    _ = shell.handle(.key(.backtab, modifiers: []))
    #expect(shell.search.query == "caf", "Tab back to the search keeps its query")
    type("e")
    #expect(shell.search.query == "cafe")
    _ = shell.handle(.key(.escape, modifiers: []))
    type("/night")
    #expect(shell.search.query == "night", "/ starts afresh, as in vi and less")
  }

  @Test(.timeLimit(.minutes(1)))
  func keysTheShellDoesNotTakeGoToThePane() async {
    let shell = await loadedShell()
    _ = shell.handle(.key(.down, modifiers: []))
    #expect(shell.library.selection.index == 1)
    _ = shell.handle(.key(.enter, modifiers: []))
    await observedUntil { shell.library.artistStore.state.value != nil }
    expectSnapshot(drawn(shell), named: "albums-80x24")
    #expect(shell.handle(.key(.character("l"), modifiers: .control)) == .redraw)
  }

  @Test(.timeLimit(.minutes(1)))
  func sStarsTheSelectionOfThePaneShownAndTheLineSaysSo() async {
    let shell = await loadedShell()
    _ = shell.handle(.key(.enter, modifiers: []))  // Aurora Vale's albums
    await observedUntil { shell.library.artistStore.state.value != nil }
    _ = shell.handle(.key(.enter, modifiers: []))  // Dawn Chorus
    await observedUntil { shell.library.albumStore.state.value != nil }
    _ = shell.handle(.key(.down, modifiers: []))
    let songs = shell.library.songs
    #expect(shell.selected == .song(songs[1], in: songs, at: 1))
    _ = shell.handle(.key(.character("s"), modifiers: []))
    let annotations = shell.actions.annotations
    await observedUntil { annotations.state == .done(.star(.song("song-2"))) }
    #expect(drawn(shell).lines()[21] == " Starred “Birdsong”")
    _ = shell.handle(.key(.character("4"), modifiers: []))
    await observedUntil { annotations.state == .done(.setRating("song-2", 4)) }
    expectSnapshot(drawn(shell), named: "rated-80x24")
  }
}
