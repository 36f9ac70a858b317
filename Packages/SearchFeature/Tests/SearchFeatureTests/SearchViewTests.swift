import DependencyRegistryTesting
import SearchFeature
import SubsonicClient
import SubsonicClientInMemory
import TerminalScreen
import Testing

/// The search screen's previews: one golden snapshot per state at 80x24 and 120x40, from the
/// in-memory library or a client with the `search3` a state needs
/// (`__Snapshots__/SearchViewTests/`; `SUNSONIC_RECORD=1 swift test` re-records them).
@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct SearchViewTests {
  @Test func idleTypingAndLoading() async {
    let (entered, release) = (Gate(), Gate())
    let sleeper = ManualSleeper()
    let screen = searchScreen(
      SearchClients.answering(after: release, entered: entered), sleeper: sleeper.sleeper)
    expectScreens(of: screen, named: "idle")
    type("lov", into: screen)
    await sleeper.waitForSleeps(3)
    expectScreens(of: screen, named: "typing")  // in the debounce: nothing asked yet
    sleeper.releaseAll()
    await entered.wait()
    expectEqual(screen.store.state, .loading)
    expectScreens(of: screen, named: "loading")
    release.open()
    await settled(screen, on: "lov")
  }

  @Test func resultsInThreeSections() async {
    let screen = await searched("or", on: .inMemory())
    expectScreens(of: screen, named: "results-query-focused")
    press(.down, .down, .down, on: screen)
    expectEqual(screen.selectedRow, .album(screen.rows.results.albums[1]))
    expectScreens(of: screen, named: "results")
  }

  @Test func nothingFound() async {
    expectScreens(of: await searched("zzz", on: .inMemory()), named: "empty")
  }

  @Test func failedRetryableAndNot() async {
    let unreachable = await searched(
      "love", on: SearchClients.failing(.unreachable("connection refused (127.0.0.1:4533)")))
    expectScreens(of: unreachable, named: "failed-retryable")
    let denied = SubsonicError.api(
      SubsonicAPIError(code: .notAuthorized, message: "user is not allowed to search"))
    expectScreens(of: await searched("love", on: SearchClients.failing(denied)), named: "failed")
  }

  @Test func aLongListScrolledLoadingMoreAndItsFailure() async {
    let (entered, release) = (Gate(), Gate())
    var client = SearchClients.manySongs(60)
    let search3 = client.search3
    client.search3 = { query in
      if query.songOffset > 0 {
        entered.open()
        await release.wait()
      }
      return try await search3(query)
    }
    let screen = await searched("song", on: client)
    press(.down, .pageDown, .pageDown, on: screen)
    await entered.wait()
    expectEqual(screen.store.isLoadingMore, true)
    expectScreens(of: screen, named: "loading-more")
    release.open()
    await observedUntil { !screen.store.isLoadingMore }

    let failing = await searched("song", on: SearchClients.manySongs(60, failingMore: 1))
    press(.down, .end, on: failing)
    await observedUntil { failing.store.loadMoreFailure != nil }
    expectScreens(of: failing, named: "load-more-failed")
  }

  @Test func aListLongerThanTheScreenScrollsWithItsBar() async {
    let screen = await searched("song", on: SearchClients.manySongs(30), pageSize: 50)
    screen.listHeight = 20
    press(.down, .pageDown, .down, on: screen)
    expectEqual(screen.selection, ListSelection(index: 22, top: 11))
    expectScreens(of: screen, named: "scrolled")  // all 31 rows fit at 120x40
  }

  @Test func longAndWideNamesStayInTheirColumns() async {
    let screen = await searched("love", on: SearchClients.hostileNames)
    press(.down, .down, .down, .down, .down, on: screen)
    expectScreens(of: screen, named: "hostile-names")
  }

  @Test func aLongQueryShowsItsEnd() async {
    let screen = searchScreen(SearchClients.failing(.timedOut(seconds: 30)))
    screen.handlePaste("the " + String(repeating: "很长的歌名 ", count: 20) + "end\u{1B}[31m")
    await settled(screen, on: screen.query)
    expectScreens(of: screen, named: "long-query")
  }
}
