import DependencyRegistryTesting
import SearchFeature
import SubsonicClient
import SubsonicClientInMemory
import TerminalScreen
import Testing

/// The search screen's keys: typing through the debounce, moving between the query and the
/// results, choosing, retrying, loading more. Time passes only through a ``ManualSleeper``.
@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct SearchScreenTests {
  @Test func typingUpdatesTheQueryAndTheResultsComeAfterTheDebounce() async {
    let sleeper = ManualSleeper()
    let screen = searchScreen(.inMemory(), sleeper: sleeper.sleeper)
    expectEqual(type("Or", into: screen), [true, true])
    expectEqual(screen.query, "Or")
    await sleeper.waitForSleeps(2)  // one debounce a key, the first one cancelled
    expectEqual(screen.store.state, .idle)
    expectEqual(screen.store.query, "Or")
    sleeper.releaseAll()
    await settled(screen, on: "Or")
    expectEqual(sleeper.durations, [.milliseconds(300), .milliseconds(300)])
    expectEqual(sleeper.cancelledCount, 1)
    let results = screen.store.state.results
    expectEqual(results?.artists.map(\.name), ["Aurora Vale"])
    expectEqual(results?.albums.map(\.name), ["Dawn Chorus", "Northern Lights"])
    expectEqual(results?.songs.map(\.title), ["Morning Haze", "Aurora"])
    expectEqual(
      screen.rows.map(\.isSelectable), [false, true, false, true, true, false, true, true])
    expectEqual(screen.selection.index, 1)
  }

  @Test func backspaceControlUAndPasteEditTheQuery() async {
    let screen = searchScreen(.inMemory())
    type("sun", into: screen)
    expectEqual(press(.backspace, on: screen), [true])
    expectEqual(screen.query, "su")
    expectEqual(screen.handle(.character("h"), modifiers: .control), true)
    expectEqual(screen.query, "s")
    expectEqual(screen.handle(.character("u"), modifiers: .control), true)
    expectEqual(screen.query, "")
    expectEqual(press(.backspace, on: screen), [false])  // nothing to delete: not the screen's
    expectEqual(screen.handle(.character("u"), modifiers: .control), false)
    await observedUntil { screen.store.query.isEmpty }  // cleared: idle, no request
    expectEqual(screen.store.state, .idle)

    screen.focusResults()
    screen.handlePaste("first\nlight\u{1B}")
    expectEqual(screen.query, "first light ")
    expectEqual(screen.focus, .query)
    await settled(screen, on: "first light")
    expectEqual(screen.store.state.results?.songs.map(\.title), ["First Light"])

    screen.handlePaste(String(repeating: "x", count: 1_000))
    expectEqual(screen.query.count, SearchScreen.maximumQueryLength)
    expectEqual(screen.handle(.character("a"), modifiers: .alt), false)
  }

  @Test func aNewQueryEmptiesTheLineAndGivesItTheKeys() async {
    let screen = searchScreen(.inMemory())
    type("sun", into: screen)
    screen.focusResults()
    screen.startNewQuery()
    expectEqual(screen.query, "")
    expectEqual(screen.focus, .query)
    type("dawn", into: screen)
    expectEqual(screen.query, "dawn")
  }

  @Test func downMovesIntoTheResultsAndUpAtTheTopGoesBackToTheQuery() async {
    let screen = await searched("or", on: .inMemory())
    expectEqual(screen.focus, .query)
    expectEqual(press(.down, on: screen), [true])
    expectEqual(screen.focus, .results)
    expectEqual(screen.selectedRow, .artist(screen.rows.results.artists[0]))
    // Down skips the Albums header; j and k move as the arrows do.
    press(.down, .character("j"), on: screen)
    expectEqual(screen.selection.index, 4)
    press(.character("k"), .up, on: screen)
    expectEqual(screen.selection.index, 1)
    expectEqual(press(.up, on: screen), [true])
    expectEqual(screen.focus, .query)
    expectEqual(type("k", into: screen), [true])  // typed again
    expectEqual(screen.query, "ork")
    press(.tab, on: screen)
    expectEqual(screen.focus, .results)
    expectEqual(press(.backtab, on: screen), [true])
    expectEqual(screen.focus, .query)
  }

  @Test func endHomeAndPagesStayOnRowsAndShowTheirHeaders() async {
    let screen = await searched("or", on: .inMemory())
    screen.listHeight = 4
    press(.tab, .end, on: screen)
    expectEqual(screen.selection, ListSelection(index: 7, top: 4))
    expectEqual(screen.selectedRow, .song(screen.rows.results.songs[1], index: 1))
    press(.up, .up, on: screen)  // over the Songs header
    expectEqual(screen.selection, ListSelection(index: 4, top: 4))
    press(.up, on: screen)  // onto the first album: its header scrolls into view
    expectEqual(screen.selection, ListSelection(index: 3, top: 2))
    press(.pageUp, on: screen)
    expectEqual(screen.selection, ListSelection(index: 1, top: 0))
    press(.character("G"), .home, on: screen)
    expectEqual(screen.selection, ListSelection(index: 1, top: 0))
    press(.pageDown, on: screen)  // onto the Songs header: the row after it
    expectEqual(screen.selection, ListSelection(index: 6, top: 4))
    press(.character("g"), on: screen)
    expectEqual(screen.selection.index, 1)
  }

  @Test func enterPublishesWhatTheRowIs() async {
    let chosen = Recorder<SearchChoice>()
    let screen = await searched("or", on: .inMemory()) { chosen.record($0) }
    let results = screen.rows.results
    expectEqual(press(.enter, on: screen), [true])  // on the query line: into the results
    expectEqual(chosen.values, [])
    press(.enter, .down, .enter, .end, .enter, on: screen)
    expectEqual(
      chosen.values,
      [
        .openArtist(results.artists[0]), .openAlbum(results.albums[0]),
        .play(songs: results.songs, startingAt: 1),
      ])
    expectEqual(chosen.values.last?.chosenSong?.title, "Aurora")
    expectEqual(chosen.values.first?.chosenSong, nil)
  }

  @Test func enterOnNothingAndKeysThatAreNotTheScreensAreLeftToTheRoot() async {
    let screen = await searched("zzz", on: .inMemory())
    expectEqual(screen.store.state.results?.isEmpty, true)
    expectEqual(press(.down, on: screen), [true])
    expectEqual(
      press(.enter, .character("r"), .character("q"), .character("/"), on: screen),
      [
        false, false, false, false,
      ])
    expectEqual(press(.up, on: screen), [true])
    expectEqual(screen.focus, .query)
  }

  @Test func rRetriesAFailedSearchThatMaySucceed() async {
    let found = SearchResult(artists: [PreviewValues.artist])
    let screen = await searched(
      "aurora", on: SearchClients.failing(.unreachable("connection refused"), times: 1, then: found)
    )
    expectEqual(screen.store.state, .failed(.unreachable("connection refused"), canRetry: true))
    press(.down, on: screen)
    expectEqual(press(.character("r"), on: screen), [true])
    await observedUntil { screen.store.state.results != nil }
    expectEqual(screen.store.state.results?.artists, [PreviewValues.artist])

    let denied = SubsonicError.api(SubsonicAPIError(code: .notAuthorized, message: "denied"))
    let refused = await searched("x", on: SearchClients.failing(denied))
    press(.down, on: refused)
    expectEqual(press(.character("r"), on: refused), [false])
  }

  @Test func reachingTheEndLoadsMoreSongsAndRRetriesAFailedPage() async {
    let screen = await searched(
      "song", on: SearchClients.manySongs(25, failingMore: 1), pageSize: 10)
    screen.listHeight = 5
    expectEqual(screen.rows.count, 11)
    press(.down, .pageDown, on: screen)
    expectEqual(screen.store.isLoadingMore, false)  // the end does not show yet
    press(.end, on: screen)
    await observedUntil { screen.store.loadMoreFailure != nil }
    expectEqual(
      screen.rows.last, .loadMoreFailed(.unreachable("connection reset by peer"), canRetry: true))
    press(.up, .end, on: screen)  // a failed page is not asked again by moving
    expectEqual(screen.store.isLoadingMore, false)
    expectEqual(press(.character("r"), on: screen), [true])
    await observedUntil { screen.store.state.results?.songCount == 20 }
    press(.end, on: screen)
    await observedUntil { screen.store.state.results?.songCount == 25 }
    expectEqual(screen.store.state.results?.hasMoreSongs, false)
    expectEqual(screen.rows.count, 26)
    expectEqual(screen.selection.index, 20)  // kept on the row it was on
  }

  @Test func aClickSelectsAResultAndASecondClickChoosesItButHeadersAreNotRows() async {
    let chosen = Recorder<SearchChoice>()
    let screen = await searched("or", on: .inMemory()) { chosen.record($0) }
    screen.listHeight = 10
    let results = screen.rows.results
    expectEqual(screen.click(listRow: 0), false)  // the Artists header
    expectEqual(screen.focus, .query)
    expectEqual(screen.click(listRow: 3), true)
    expectEqual(screen.focus, .results)
    expectEqual(screen.selectedRow, .album(results.albums[0]))
    expectEqual(chosen.values, [])
    expectEqual(screen.click(listRow: 3), true)
    expectEqual(chosen.values, [.openAlbum(results.albums[0])])
    expectEqual(screen.click(listRow: screen.rows.count), false)  // below the results
  }
}
