import DependencyRegistryTesting
import MediaFeature
import SubsonicClient
import SubsonicClientInMemory
import Testing

@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct LyricsStoreTests {
  let lyrics = Lyrics(artist: "Aurora Vale", title: "First Light", text: "Morning comes\nslowly")

  @Test func loadingGoesFromIdleThroughLoadingToTheLyrics() async {
    let (entered, release) = (Gate(), Gate())
    var client = SubsonicClient.unimplemented
    client.getLyrics = { [lyrics] artist, title in
      expectEqual(artist, "Aurora Vale")
      expectEqual(title, "First Light")
      entered.open()
      await release.wait()
      return lyrics
    }
    let store = LyricsStore(client: client)
    expectEqual(store.state, .idle)
    let loading = Task {
      await store.load(LyricsRequest(artist: "Aurora Vale", title: "First Light"))
    }
    await entered.wait()
    expectEqual(store.state, .loading)
    release.open()
    await loading.value
    expectEqual(store.state, .loaded(.plain(lyrics)))
  }

  @Test func noLyricsFoundIsALoadedStateWithNil() async {
    var client = SubsonicClient.unimplemented
    client.getLyrics = { _, _ in nil }
    let store = LyricsStore(client: client)
    await store.load(LyricsRequest(artist: "Nobody", title: "Nothing"))
    expectEqual(store.state, .loaded(nil))
  }

  @Test func lyricsWithOnlyWhitespaceCountAsNone() async {
    var client = SubsonicClient.unimplemented
    client.getLyrics = { _, _ in Lyrics(artist: "A", title: "T", text: " \n ") }
    let store = LyricsStore(client: client)
    await store.load(LyricsRequest(artist: "A", title: "T"))
    expectEqual(store.state, .loaded(nil))
  }

  @Test func blankArtistIsNotSent() async {
    let asked = Recorder<String>()
    var client = SubsonicClient.unimplemented
    client.getLyrics = { artist, title in
      asked.record("\(artist ?? "nil") / \(title ?? "nil")")
      return nil
    }
    let store = LyricsStore(client: client)
    await store.load(LyricsRequest(artist: "  ", title: "First Light"))
    expectEqual(asked.values, ["nil / First Light"])
    expectEqual(store.request, LyricsRequest(artist: nil, title: "First Light"))
  }

  @Test func neitherArtistNorTitleIsRejectedWithoutARequest() async {
    let store = LyricsStore(client: .unimplemented)
    await store.load(LyricsRequest(artist: " ", title: nil))
    expectEqual(
      store.state,
      .failed(
        .invalidArgument("give a song, an artist or a title to find lyrics"), canRetry: false))
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
    await store.load(LyricsRequest(artist: "Aurora Vale", title: "First Light"))
    expectEqual(store.state, .failed(.timedOut(seconds: 10), canRetry: true))
    await store.retry()
    expectEqual(store.state, .loaded(.plain(lyrics)))
    expectEqual(attempts.values.count, 2)
  }

  @Test func unsupportedEndpointIsNotRetryable() async {
    let store = LyricsStore(client: .failing(.notSupported(endpoint: "getLyrics")))
    await store.load(LyricsRequest(artist: "A", title: "T"))
    expectEqual(store.state, .failed(.notSupported(endpoint: "getLyrics"), canRetry: false))
  }

  @Test(.dependencies { $0.subsonicClient = .inMemory() })
  func previewFindsLyricsCaseInsensitivelyAndNoneForOtherSongs() async {
    let store = LyricsStore()
    await store.load(LyricsRequest(artist: "aurora vale", title: "first light"))
    guard case .loaded(.some(let found)) = store.state else {
      Issue.record("expected lyrics, got \(store.state)")
      return
    }
    expectEqual(found.title, "First Light")
    #expect(!found.plainLyrics.text.isEmpty)
    await store.load(LyricsRequest(artist: "Aurora Vale", title: "Another Song"))
    expectEqual(store.state, .loaded(nil))
  }

  @Test func plainTestContextGivesTheStoreTheUnimplementedClient() async {
    let store = LyricsStore()
    await withKnownIssue {
      await store.load(LyricsRequest(artist: "A", title: "T"))
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("SubsonicClient.getLyrics is unimplemented") }
    }
    guard case .failed(.unreachable(let reason), _) = store.state else {
      Issue.record("expected a failed state, got \(store.state)")
      return
    }
    #expect(reason.contains("SubsonicClient.getLyrics is unimplemented"))
  }

  // MARK: By song id

  /// A server listing `songLyrics` with `sets` by song id; any other request fails the test.
  private func songLyricsServer(_ sets: [StructuredLyrics]) -> SubsonicClient {
    var client = SubsonicClient.unimplemented
    client.getOpenSubsonicExtensions = {
      [OpenSubsonicExtension(name: "songLyrics", versions: [1])]
    }
    client.getLyricsBySongId = { id in
      expectEqual(id, "so-1")
      return sets
    }
    return client
  }

  private static let plainSet = StructuredLyrics(lines: [LyricLine(text: "Plain words")])
  private static let syncedSet = StructuredLyrics(
    displayTitle: "Hysteria", isSynced: true, offsetMilliseconds: -100,
    lines: [LyricLine(startMilliseconds: 12_340, text: "It's bugging me")])

  @Test func bySongIDTheSyncedSetIsPreferred() async {
    let store = LyricsStore(client: songLyricsServer([Self.plainSet, Self.syncedSet]))
    await store.load(LyricsRequest(songID: "so-1", artist: "Muse", title: "Hysteria"))
    expectEqual(store.state, .loaded(.structured(Self.syncedSet)))
  }

  @Test func bySongIDSetsWithoutWordsAreNone() async {
    let blank = StructuredLyrics(
      isSynced: true, lines: [LyricLine(startMilliseconds: 0, text: " ")])
    let store = LyricsStore(client: songLyricsServer([blank]))
    await store.load(LyricsRequest(songID: "so-1", artist: nil, title: nil))
    expectEqual(store.state, .loaded(nil))
  }

  @Test func aServerWithoutSongLyricsIsAskedByTheSongsArtistAndTitle() async {
    var client = SubsonicClient.unimplemented
    client.getOpenSubsonicExtensions = { throw SubsonicError.notSupported(endpoint: "x") }
    client.getSong = { id in Song(id: id, title: "First Light", artist: "Aurora Vale") }
    client.getLyrics = { [lyrics] artist, title in
      expectEqual(artist, "Aurora Vale")
      expectEqual(title, "First Light")
      return lyrics
    }
    let store = LyricsStore(client: client)
    await store.load(LyricsRequest(songID: "so-1", artist: nil, title: nil))
    expectEqual(store.state, .loaded(.plain(lyrics)))
  }

  @Test(.dependencies { $0.subsonicClient = .inMemory() })
  func thePreviewServerAnswersSong1Synced() async {
    let store = LyricsStore()
    await store.load(LyricsRequest(songID: "song-1", artist: nil, title: nil))
    guard case .loaded(.some(let found)) = store.state else {
      Issue.record("expected lyrics, got \(store.state)")
      return
    }
    #expect(found.isSynced)
    expectEqual(
      found.timedText.split(separator: "\n").first, "[0:05.00] Grey turns to gold along the ridge")
  }
}
