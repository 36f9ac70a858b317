import DependencyRegistryTesting
import SearchFeature
import SubsonicClient
import Testing

/// Paging through the songs: when more may exist, loading the next page, its failure and retry,
/// and the page size's limits.
@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct SearchStorePagingTests {
  @Test func fullPageOfSongsMeansMoreMayExist() async {
    let asked = Recorder<SearchQuery>()
    let store = SearchStore(client: Fixtures.search(recording: asked), pageSize: 2)
    await store.search("sun")
    expectEqual(store.state.results?.hasMoreSongs, true)
    expectEqual(store.state.results?.hasMoreArtists, false)
    expectEqual(store.state.results?.hasMoreAlbums, false)
  }

  @Test func loadMoreAppendsTheNextPageOfSongs() async {
    let asked = Recorder<SearchQuery>()
    var client = SubsonicClient.unimplemented
    client.search3 = { query in
      asked.record(query)
      return query.songOffset == 0 ? Fixtures.sun : SearchResult(songs: [Fixtures.sunrise])
    }
    let store = SearchStore(client: client, pageSize: 2)
    await store.search("sun")
    await store.loadMore()
    expectEqual(
      asked.values.last,
      SearchQuery(
        text: "sun", artistCount: 0, albumCount: 0, songCount: 2, songOffset: 2))
    let results = store.state.results
    expectEqual(
      results?.songs.map(\.id),
      [
        Fixtures.sunNeverSets.id, Fixtures.sunsetBoulevard.id, "song-21",
      ])
    expectEqual(results?.artists, [Fixtures.midnightSun])  // the first page's groups stay
    expectEqual(results?.albums, [Fixtures.solstice])
    expectEqual(results?.hasMoreSongs, false)  // a short page is the last
    expectEqual(store.isLoadingMore, false)

    await store.loadMore()  // nothing more to ask
    expectEqual(asked.values.count, 2)
  }

  @Test func loadMoreDoesNothingUnlessResultsWithMoreSongsAreShown() async {
    let asked = Recorder<SearchQuery>()
    let store = SearchStore(client: Fixtures.search(recording: asked))
    await store.loadMore()
    expectEqual(store.state, .idle)
    await store.search("sun")  // 2 songs of a page of 20: no more
    await store.loadMore()
    expectEqual(asked.values.count, 1)
  }

  @Test func loadMoreFailureKeepsTheResultsAndRetryRepeatsIt() async {
    let asked = Recorder<SearchQuery>()
    var client = SubsonicClient.unimplemented
    client.search3 = { query in
      asked.record(query)
      if query.songOffset == 0 { return Fixtures.sun }
      if asked.values.count == 2 { throw SubsonicError.timedOut(seconds: 10) }
      return SearchResult(songs: [Fixtures.sunrise])
    }
    let store = SearchStore(client: client, pageSize: 2)
    await store.search("sun")
    let firstPage = store.state
    await store.loadMore()
    expectEqual(store.state, firstPage)
    expectEqual(store.loadMoreFailure, .timedOut(seconds: 10))

    await store.retry()
    expectEqual(store.loadMoreFailure, nil)
    expectEqual(store.state.results?.songCount, 3)
    expectEqual(asked.values.map(\.songOffset), [0, 2, 2])
  }

  @Test func newQueryDropsAPageStillLoading() async {
    let (entered, release) = (Gate(), Gate())
    var client = SubsonicClient.unimplemented
    client.search3 = { query in
      if query.text == "moon" { return Fixtures.moon }
      guard query.songOffset > 0 else { return Fixtures.sun }
      entered.open()
      await release.wait()
      return SearchResult(songs: [Fixtures.sunrise])
    }
    let store = SearchStore(client: client, pageSize: 2)
    await store.search("sun")
    let paging = Task { await store.loadMore() }
    await entered.wait()
    #expect(store.isLoadingMore)
    await store.search("moon")
    expectEqual(store.isLoadingMore, false)
    release.open()
    await paging.value
    expectEqual(store.state.results?.query, "moon")
    expectEqual(store.state.results?.songs, [])
  }

  @Test func pageSizeIsKeptWithinOneToFiveHundred() {
    expectEqual(SearchStore(client: .unimplemented).pageSize, 20)
    expectEqual(SearchStore(client: .unimplemented, pageSize: 0).pageSize, 1)
    expectEqual(SearchStore(client: .unimplemented, pageSize: 900).pageSize, 500)
  }
}
