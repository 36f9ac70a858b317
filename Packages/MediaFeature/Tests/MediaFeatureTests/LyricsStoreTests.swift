import DependencyRegistryTesting
import MediaFeature
import SubsonicClient
import Testing

@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct LyricsStoreTests {
  let lyrics = Lyrics(artist: "Aurora Vale", title: "First Light", text: "Morning comes\nslowly")

  @Test func loadingGoesFromIdleThroughLoadingToTheLyrics() async {
    let (entered, release) = (Gate(), Gate())
    var client = SubsonicClient.unimplemented
    client.getLyrics = { [lyrics] artist, title in
      #expect(artist == "Aurora Vale")
      #expect(title == "First Light")
      entered.open()
      await release.wait()
      return lyrics
    }
    let store = LyricsStore(client: client)
    #expect(store.state == .idle)
    let loading = Task { await store.load(artist: "Aurora Vale", title: "First Light") }
    await entered.wait()
    #expect(store.state == .loading)
    release.open()
    await loading.value
    #expect(store.state == .loaded(lyrics))
  }

  @Test func noLyricsFoundIsALoadedStateWithNil() async {
    var client = SubsonicClient.unimplemented
    client.getLyrics = { _, _ in nil }
    let store = LyricsStore(client: client)
    await store.load(artist: "Nobody", title: "Nothing")
    #expect(store.state == .loaded(nil))
  }

  @Test func lyricsWithOnlyWhitespaceCountAsNone() async {
    var client = SubsonicClient.unimplemented
    client.getLyrics = { _, _ in Lyrics(artist: "A", title: "T", text: " \n ") }
    let store = LyricsStore(client: client)
    await store.load(artist: "A", title: "T")
    #expect(store.state == .loaded(nil))
  }

  @Test func blankArtistIsNotSent() async {
    let asked = Recorder<String>()
    var client = SubsonicClient.unimplemented
    client.getLyrics = { artist, title in
      asked.record("\(artist ?? "nil") / \(title ?? "nil")")
      return nil
    }
    let store = LyricsStore(client: client)
    await store.load(artist: "  ", title: "First Light")
    #expect(asked.values == ["nil / First Light"])
    #expect(store.request == LyricsStore.Request(artist: nil, title: "First Light"))
  }

  @Test func neitherArtistNorTitleIsRejectedWithoutARequest() async {
    let store = LyricsStore(client: .unimplemented)
    await store.load(artist: " ", title: nil)
    #expect(
      store.state
        == .failed(.invalidArgument("give an artist or a title to find lyrics"), canRetry: false))
  }

  @Test func failureCanBeRetried() async {
    let attempts = Recorder<Int>()
    var client = SubsonicClient.unimplemented
    client.getLyrics = { [lyrics] _, _ in
      attempts.record(1)
      if attempts.values.count == 1 { throw SubsonicError.timedOut(seconds: 10) }
      return lyrics
    }
    let store = LyricsStore(client: client)
    await store.load(artist: "Aurora Vale", title: "First Light")
    #expect(store.state == .failed(.timedOut(seconds: 10), canRetry: true))
    await store.retry()
    #expect(store.state == .loaded(lyrics))
    #expect(attempts.values.count == 2)
  }

  @Test func unsupportedEndpointIsNotRetryable() async {
    let store = LyricsStore(client: .failing(.notSupported(endpoint: "getLyrics")))
    await store.load(artist: "A", title: "T")
    #expect(store.state == .failed(.notSupported(endpoint: "getLyrics"), canRetry: false))
  }

  @Test(.dependencies { $0.subsonicClient = .previewLibrary() })
  func previewFindsLyricsCaseInsensitivelyAndNoneForOtherSongs() async {
    let store = LyricsStore()
    await store.load(artist: "aurora vale", title: "first light")
    guard case .loaded(.some(let found)) = store.state else {
      Issue.record("expected lyrics, got \(store.state)")
      return
    }
    #expect(found.title == "First Light")
    #expect(!found.text.isEmpty)
    await store.load(artist: "Aurora Vale", title: "Another Song")
    #expect(store.state == .loaded(nil))
  }

  @Test func plainTestContextGivesTheStoreTheUnimplementedClient() async {
    let store = LyricsStore()
    await withKnownIssue {
      await store.load(artist: "A", title: "T")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("SubsonicClient.getLyrics is unimplemented") }
    }
    guard case .failed(.unreachable(let reason), _) = store.state else {
      Issue.record("expected a failed state, got \(store.state)")
      return
    }
    #expect(reason.contains("SubsonicClient.getLyrics is unimplemented"))
  }
}
