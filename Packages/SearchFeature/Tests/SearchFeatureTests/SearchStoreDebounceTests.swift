import DependencyRegistryTesting
import SearchFeature
import SubsonicClient
import Testing

/// Typing: the debounce, superseding queries, clearing. No test waits in real time: the store's
/// sleep is a ``ManualSleeper`` released by hand.
@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct SearchStoreDebounceTests {
  @Test func typingQuicklySendsOnlyTheLastQuery() async {
    let (sleeper, asked) = (ManualSleeper(), Recorder<SearchQuery>())
    let store = SearchStore(
      client: Fixtures.search(recording: asked), sleeper: sleeper.sleeper)
    var typing: [Task<Void, Never>] = []
    for (index, text) in ["s", "su", "sun"].enumerated() {
      typing.append(Task { await store.updateQuery(text) })
      await sleeper.waitForSleeps(index + 1)
    }
    #expect(asked.values.isEmpty)  // nothing is sent while the debounce runs
    expectEqual(store.query, "sun")
    expectEqual(sleeper.cancelledCount, 2)  // each newer keystroke cancelled the older wait

    sleeper.releaseAll()
    for task in typing { await task.value }
    expectEqual(asked.values.map(\.text), ["sun"])
    expectEqual(
      store.state, .loaded(SearchResults(query: "sun", result: Fixtures.sun, pageSize: 20)))
  }

  @Test func evenASleepThatIgnoresCancellationSendsOnlyTheLastQuery() async {
    let (sleeper, asked) = (
      ManualSleeper(honoursCancellation: false), Recorder<SearchQuery>()
    )
    let store = SearchStore(
      client: Fixtures.search(recording: asked), sleeper: sleeper.sleeper)
    let first = Task { await store.updateQuery("moon") }
    await sleeper.waitForSleeps(1)
    let second = Task { await store.updateQuery("sun") }
    await sleeper.waitForSleeps(2)
    sleeper.releaseAll()  // both waits end; the first must notice it is stale
    await first.value
    await second.value
    expectEqual(sleeper.cancelledCount, 0)
    expectEqual(asked.values.map(\.text), ["sun"])
    expectEqual(store.state.results?.query, "sun")
  }

  @Test func debounceWaitsTheConfiguredTimeWhichDefaultsTo300Milliseconds() async {
    expectEqual(SearchStore(client: .unimplemented).debounce, .milliseconds(300))
    let (sleeper, asked) = (ManualSleeper(), Recorder<SearchQuery>())
    sleeper.releaseAll()
    let store = SearchStore(
      client: Fixtures.search(recording: asked), debounce: .milliseconds(120),
      sleeper: sleeper.sleeper)
    await store.updateQuery("sun")
    expectEqual(sleeper.durations, [.milliseconds(120)])
    expectEqual(asked.values.map(\.text), ["sun"])
  }

  @Test func onlyTheLatestQuerysAnswerIsShownEvenWhenAnOlderOneAnswersLast() async {
    let (entered, release) = (Gate(), Gate())
    let sunWasCancelled = Recorder<Bool>()
    var client = SubsonicClient.unimplemented
    client.search3 = { query in
      guard query.text == "sun" else { return Fixtures.moon }
      entered.open()
      await release.wait()  // answers, stale, after "moon" was shown
      sunWasCancelled.record(Task.isCancelled)
      return Fixtures.sun
    }
    let store = SearchStore(client: client, sleeper: .immediate)
    let sun = Task { await store.updateQuery("sun") }
    await entered.wait()
    expectEqual(store.state, .loading)
    await store.updateQuery("moon")
    let moon = SearchStore.State.loaded(
      SearchResults(query: "moon", result: Fixtures.moon, pageSize: 20))
    expectEqual(store.state, moon)

    release.open()
    await sun.value
    expectEqual(store.state, moon)
    expectEqual(sunWasCancelled.values, [true])
  }

  @Test func emptyQueryClearsResultsWithoutARequest() async {
    let asked = Recorder<SearchQuery>()
    let store = SearchStore(client: Fixtures.search(recording: asked), sleeper: .immediate)
    await store.updateQuery("sun")
    expectEqual(store.state.results?.songCount, 2)

    await store.updateQuery("")
    expectEqual(store.state, .idle)
    await store.updateQuery("  \t ")
    expectEqual(store.state, .idle)
    expectEqual(store.query, "  \t ")
    expectEqual(asked.values.map(\.text), ["sun"])
  }

  @Test func clearingTheQueryDropsASearchStillWaiting() async {
    let (sleeper, asked) = (ManualSleeper(), Recorder<SearchQuery>())
    let store = SearchStore(
      client: Fixtures.search(recording: asked), sleeper: sleeper.sleeper)
    let typing = Task { await store.updateQuery("sun") }
    await sleeper.waitForSleeps(1)
    await store.updateQuery("")
    sleeper.releaseAll()
    await typing.value
    expectEqual(store.state, .idle)
    #expect(asked.values.isEmpty)
    expectEqual(sleeper.cancelledCount, 1)
  }

  @Test func cancellingDuringTheDebounceSendsNothing() async {
    let (sleeper, asked) = (ManualSleeper(), Recorder<SearchQuery>())
    let store = SearchStore(
      client: Fixtures.search(recording: asked), sleeper: sleeper.sleeper)
    let typing = Task { await store.updateQuery("sun") }
    await sleeper.waitForSleeps(1)
    typing.cancel()
    await typing.value
    #expect(asked.values.isEmpty)
    expectEqual(store.state, .idle)  // left as it was
    expectEqual(store.lastRequest, nil)
  }

  @Test func queryIsSentTrimmedWithAPageOfEachKind() async {
    let asked = Recorder<SearchQuery>()
    let store = SearchStore(
      client: Fixtures.search(recording: asked), pageSize: 5, sleeper: .immediate)
    await store.updateQuery("  sun ")
    expectEqual(
      asked.values,
      [
        SearchQuery(
          text: "sun", artistCount: 5, artistOffset: 0, albumCount: 5, albumOffset: 0,
          songCount: 5, songOffset: 0)
      ])
    expectEqual(store.lastRequest, asked.values.first)
    expectEqual(store.query, "  sun ")
  }
}
