import DependencyRegistryTesting
import ListsFeature
import SubsonicClient
import Testing

@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct AlbumListStoreTests {
  struct Asked: Sendable, Hashable {
    var type: AlbumListType
    var size: Int
    var offset: Int
    var folder: MusicFolderID?
  }

  /// A client whose album list records what it was asked and answers `albums`.
  static func recording(_ asked: Recorder<Asked>, albums: [Album] = []) -> SubsonicClient {
    var client = SubsonicClient.unimplemented
    client.getAlbumList2 = { type, size, offset, folder in
      asked.record(Asked(type: type, size: size, offset: offset, folder: folder))
      return albums
    }
    return client
  }

  @Test func loadSendsTypeSizeOffsetAndFolder() async {
    let asked = Recorder<Asked>()
    let albums = [Fixtures.dawnChorus, Fixtures.northernLights]
    let store = AlbumListStore(client: Self.recording(asked, albums: albums))
    let request = AlbumListRequest(
      type: .byYear(from: 2010, to: 2020), size: 2, offset: 4, musicFolderID: "1")
    await store.load(request)
    expectEqual(store.state, .loaded(albums))
    expectEqual(store.request, request)
    expectEqual(
      asked.values, [Asked(type: .byYear(from: 2010, to: 2020), size: 2, offset: 4, folder: "1")])
  }

  @Test func requestDefaultsToTheFirstTenAlbumsFromAnywhere() {
    let request = AlbumListRequest(type: .newest)
    expectEqual(request.size, 10)
    expectEqual(request.offset, 0)
    expectEqual(request.musicFolderID, nil)
    expectEqual(request.validationError, nil)
  }

  @Test(arguments: [0, -1, 501, 10_000])
  func sizeOutsideOneToFiveHundredIsRejectedWithoutARequest(size: Int) async {
    let asked = Recorder<Asked>()
    let store = AlbumListStore(client: Self.recording(asked))
    await store.load(AlbumListRequest(type: .newest, size: size))
    expectEqual(
      store.state,
      .failed(
        .invalidArgument("album list size must be 1...500, got \(size)"), canRetry: false))
    #expect(asked.values.isEmpty)
  }

  @Test(arguments: [1, 500])
  func sizesAtTheLimitsAreSent(size: Int) async {
    let asked = Recorder<Asked>()
    let store = AlbumListStore(client: Self.recording(asked))
    await store.load(AlbumListRequest(type: .random, size: size))
    expectEqual(store.state, .loaded([]))
    expectEqual(asked.values.map(\.size), [size])
  }

  @Test func negativeOffsetIsRejectedWithoutARequest() async {
    let asked = Recorder<Asked>()
    let store = AlbumListStore(client: Self.recording(asked))
    await store.load(AlbumListRequest(type: .newest, offset: -5))
    expectEqual(
      store.state,
      .failed(.invalidArgument("album list offset must be 0 or more, got -5"), canRetry: false))
    #expect(asked.values.isEmpty)
  }

  @Test func blankGenreIsRejectedWithoutARequest() async {
    let asked = Recorder<Asked>()
    let store = AlbumListStore(client: Self.recording(asked))
    await store.load(AlbumListRequest(type: .byGenre("  ")))
    expectEqual(
      store.state, .failed(.invalidArgument("album list by genre needs a genre"), canRetry: false))
    #expect(asked.values.isEmpty)
  }

  @Test func rejectedRequestSupersedesALoadStillRunning() async {
    let (entered, release) = (Gate(), Gate())
    var client = SubsonicClient.unimplemented
    client.getAlbumList2 = { _, _, _, _ in
      entered.open()
      await release.wait()
      return [Fixtures.dawnChorus]
    }
    let store = AlbumListStore(client: client)
    let first = Task { await store.load(AlbumListRequest(type: .newest)) }
    await entered.wait()
    await store.load(AlbumListRequest(type: .newest, size: 0))
    release.open()
    await first.value
    expectEqual(store.state.failure, .invalidArgument("album list size must be 1...500, got 0"))
    expectEqual(store.request?.size, 0)
  }

  @Test func retryAfterFailureRepeatsTheLastRequest() async {
    let asked = Recorder<Asked>()
    var client = SubsonicClient.unimplemented
    client.getAlbumList2 = { type, size, offset, folder in
      asked.record(Asked(type: type, size: size, offset: offset, folder: folder))
      if asked.values.count == 1 { throw SubsonicError.httpStatus(503) }
      return [Fixtures.northernLights]
    }
    let store = AlbumListStore(client: client)
    await store.load(AlbumListRequest(type: .frequent, size: 5, offset: 10))
    expectEqual(store.state, .failed(.httpStatus(503), canRetry: true))
    await store.retry()
    expectEqual(store.state, .loaded([Fixtures.northernLights]))
    let expected = Asked(type: .frequent, size: 5, offset: 10, folder: nil)
    expectEqual(asked.values, [expected, expected])
  }

  @Test func typeNamesParseAsTheAPISpellsThem() throws {
    try expectEqual(AlbumListTypeName.type(named: "newest"), .newest)
    try expectEqual(AlbumListTypeName.type(named: "alphabeticalByArtist"), .alphabeticalByArtist)
    try expectEqual(
      AlbumListTypeName.type(named: "byYear", fromYear: 1990, toYear: 2000),
      .byYear(from: 1990, to: 2000))
    try expectEqual(AlbumListTypeName.type(named: "byGenre", genre: "Jazz"), .byGenre("Jazz"))
    for name in AlbumListTypeName.all where name != "byYear" && name != "byGenre" {
      try expectEqual(AlbumListTypeName.type(named: name).name, name)
    }
    expectEqual(AlbumListTypeName.all.count, 10)
  }

  @Test func typeNamesNeedingMoreSayWhatIsMissing() {
    #expect(
      throws: SubsonicError.invalidArgument(
        "album list type byYear needs a from year and a to year")
    ) {
      try AlbumListTypeName.type(named: "byYear", fromYear: 1990)
    }
    #expect(throws: SubsonicError.invalidArgument("album list type byGenre needs a genre")) {
      try AlbumListTypeName.type(named: "byGenre")
    }
    #expect(
      throws: SubsonicError.invalidArgument(
        "unknown album list type \"Newest\"; known: random, newest, highest, frequent, recent,"
          + " alphabeticalByName, alphabeticalByArtist, starred, byYear, byGenre")
    ) {
      try AlbumListTypeName.type(named: "Newest")
    }
  }
}
