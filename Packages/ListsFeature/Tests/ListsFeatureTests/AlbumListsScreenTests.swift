import DependencyRegistryTesting
import ListsFeature
import SubsonicClient
import TerminalScreen
import Testing

@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct AlbumListsScreenTests {
  typealias Asked = AlbumListsClients.Asked

  static let albums = AlbumListsClients.numberedAlbums(250)

  @Test func startLoadsTheNewestAlbumsOnce() async {
    let asked = Recorder<Asked>()
    let screen = await startedScreen(AlbumListsClients.paging(Self.albums, asked: asked))
    screen.start()
    await settled(screen)
    expectEqual(screen.level, .albums(.newest))
    expectEqual(screen.rowCount, 100)
    expectEqual(screen.selectedAlbum, Self.albums[0])
    expectEqual(asked.values, [Asked(type: .newest, size: 100, offset: 0)])
  }

  @Test func tAndShiftTGoRoundTheKindsEachLoadedWhenFirstShown() async {
    let asked = Recorder<Asked>()
    let screen = await startedScreen(AlbumListsClients.paging(Self.albums, asked: asked))
    var shown: [AlbumListKind] = []
    for _ in AlbumListKind.allCases {
      await press(.character("t"), on: screen)
      shown.append(screen.kind)
    }
    expectEqual(shown, Array(AlbumListKind.allCases.dropFirst()) + [.newest])
    await press(.character("T"), on: screen)
    expectEqual(screen.level, .genres)
    expectEqual(screen.genres, AlbumListsClients.genres)
    await press(.character("T"), .character("t"), .character("t"), on: screen)
    expectEqual(screen.kind, .newest)
    expectEqual(
      asked.values.map(\.type),
      [
        .newest, .recent, .frequent, .random, .starred, .highest, .alphabeticalByName,
        .alphabeticalByArtist,
      ])
  }

  @Test func eachKindKeepsItsSelectionAndRows() async {
    let asked = Recorder<Asked>()
    let screen = await startedScreen(
      AlbumListsClients.paging(Self.albums, asked: asked), listHeight: 10)
    await press(.down, .down, .down, .character("t"), .down, on: screen)
    expectEqual(screen.selection.index, 1)
    await press(.character("T"), on: screen)
    expectEqual(screen.selection.index, 3)
    expectEqual(screen.selectedAlbum, Self.albums[3])
    await press(.character("t"), on: screen)
    expectEqual(screen.selection.index, 1)
    expectEqual(asked.values.map(\.type), [.newest, .recent])
  }

  @Test func theNextPageIsAskedWithinAPageOfTheEnd() async {
    let asked = Recorder<Asked>()
    let screen = await startedScreen(
      AlbumListsClients.paging(Self.albums, asked: asked), listHeight: 10)
    screen.moveSelection { $0.select(89, count: $1, height: $2) }
    await settled(screen)
    expectEqual(asked.values.map(\.offset), [0])  // 10 rows from the end: not yet
    await press(.down, on: screen)
    expectEqual(asked.values.map(\.offset), [0, 100])
    expectEqual(screen.rowCount, 200)
    await press(.end, on: screen)
    expectEqual(screen.rowCount, 250)
    await press(.end, .up, .down, on: screen)
    expectEqual(asked.values.map(\.offset), [0, 100, 200])  // a short page ended the list
    expectEqual(screen.selectedAlbum, Self.albums[249])
  }

  @Test func keysPressedWhileAPageLoadsAskItOnceAndShowItLoading() async {
    let asked = Recorder<Asked>()
    let (entered, release) = (Gate(), Gate())
    let client = AlbumListsClients.paging(
      Self.albums, asked: asked, release: release, holdingFrom: 100, entered: entered)
    let screen = await startedScreen(client, listHeight: 10)
    for _ in 0..<5 { #expect(screen.handle(.end, modifiers: [])) }
    await entered.wait()
    expectEqual(screen.pages?.footer, .loadingMore)
    expectEqual(screen.rowCount, 101)
    expectEqual(screen.selection, ListSelection(index: 99, top: 91))  // the loading row shows
    for _ in 0..<5 { #expect(screen.handle(.down, modifiers: [])) }
    expectEqual(screen.selection.index, 100)  // on the loading row
    expectEqual(screen.selectedAlbum, nil)
    #expect(!screen.openSelection())  // nothing to open there yet
    release.open()
    await settled(screen)
    expectEqual(asked.values.map(\.offset), [0, 100])
    expectEqual(screen.rowCount, 200)
    expectEqual(screen.selectedAlbum, Self.albums[100])  // the row became the page's first
  }

  @Test func aFailedPageKeepsTheRowsAndIsRetriedByROrEnterOnItsRow() async {
    let asked = Recorder<Asked>()
    let client = AlbumListsClients.paging(Self.albums, asked: asked, failing: [100, 200])
    let screen = await startedScreen(client, listHeight: 10)
    await press(.end, .down, on: screen)
    expectEqual(screen.rowCount, 101)
    expectEqual(screen.pages?.footer, .loadMoreFailed(.httpStatus(503), canRetry: true))
    expectEqual(screen.pages?.albums, Array(Self.albums.prefix(100)))
    await press(.up, .down, on: screen)  // a failed page is asked again only by a retry
    expectEqual(asked.values.map(\.offset), [0, 100])
    expectEqual(await press(.character("r"), on: screen), [true])
    expectEqual(screen.rowCount, 200)
    await press(.end, on: screen)
    expectEqual(screen.rowCount, 201)
    await press(.down, on: screen)
    expectEqual(screen.selection.index, 200)
    expectEqual(await press(.enter, on: screen), [true])
    expectEqual(screen.rowCount, 250)
    expectEqual(await press(.character("r"), on: screen), [false])
    expectEqual(asked.values.map(\.offset), [0, 100, 100, 200, 200])
  }

  @Test func aFailedFirstPageIsRetriedWhenRetryingMayHelp() async {
    let asked = Recorder<Asked>()
    let screen = await startedScreen(
      AlbumListsClients.paging(Self.albums, asked: asked, failing: [0]))
    expectEqual(screen.rowCount, 0)
    #expect(!screen.openSelection())
    expectEqual(await press(.character("r"), on: screen), [true])
    expectEqual(screen.rowCount, 100)

    let refused = await startedScreen(.failing(.invalidArgument("no lists here")))
    expectEqual(await press(.character("r"), on: refused), [false])
  }

  @Test func genresOpenTheirAlbumsAndBackKeepsTheSelection() async {
    let asked = Recorder<Asked>()
    let screen = await startedScreen(AlbumListsClients.paging(Self.albums, asked: asked))
    await press(.character("T"), .down, on: screen)
    expectEqual(screen.selectedGenre, AlbumListsClients.genres[1])
    expectEqual(screen.selectedAlbum, nil)
    expectEqual(await press(.enter, on: screen), [true])
    expectEqual(screen.level, .genreAlbums(AlbumListsClients.genres[1]))
    expectEqual(screen.rowCount, 100)
    await press(.down, .down, on: screen)
    for back in [Key.left, .character("h"), .backspace] {
      expectEqual(await press(back, on: screen), [true])
      expectEqual(screen.level, .genres)
      expectEqual(screen.selection.index, 1)
      expectEqual(await press(back, on: screen), [false])  // nothing above the genres
      await press(.character("l"), on: screen)
      expectEqual(screen.selection.index, 2)  // the same genre: its rows and selection kept
    }
    await press(.character("t"), .character("T"), on: screen)  // a kind keeps its genre open
    expectEqual(screen.level, .genreAlbums(AlbumListsClients.genres[1]))
    await press(.left, .down, .right, on: screen)
    expectEqual(screen.level, .genreAlbums(AlbumListsClients.genres[2]))
    expectEqual(screen.selection.index, 0)  // another genre starts afresh
    expectEqual(
      asked.values.map(\.type), [.newest, .byGenre("Jazz"), .byGenre("Rock")])
  }

  @Test func enterRightAndLOpenTheSelectedAlbum() async {
    let opened = Recorder<AlbumID>()
    let screen = await startedScreen(
      AlbumListsClients.paging(Self.albums), onOpen: { opened.record($0.id) })
    await press(.enter, .down, .right, .down, .character("l"), on: screen)
    expectEqual(opened.values, ["album-001", "album-002", "album-003"])
    expectEqual(await press(.left, .backspace, .character("h"), on: screen), [false, false, false])
  }

  @Test func aClickSelectsARowAndASecondClickOpensIt() async {
    let opened = Recorder<AlbumID>()
    let screen = await startedScreen(
      AlbumListsClients.paging(Self.albums), listHeight: 10, onOpen: { opened.record($0.id) })
    await press(.pageDown, .pageDown, on: screen)  // rows 20 to 29 show, 20 selected
    #expect(screen.click(listRow: 3))
    expectEqual(screen.selection.index, 23)
    #expect(opened.values.isEmpty)
    #expect(screen.click(listRow: 3))
    expectEqual(opened.values, ["album-024"])
    #expect(!screen.click(listRow: 10))
    #expect(!screen.click(listRow: -1))
    await settled(screen)

    let genres = await startedScreen(AlbumListsClients.paging(Self.albums))
    await press(.character("T"), on: genres)
    #expect(genres.click(listRow: 2))
    #expect(genres.click(listRow: 2))
    await settled(genres)
    expectEqual(genres.level, .genreAlbums(AlbumListsClients.genres[2]))
    #expect(!genres.click(listRow: 20))  // below the 20 rows shown
  }

  @Test func aClickOnAListNotLoadedIsNothing() async {
    let (entered, release) = (Gate(), Gate())
    let client = AlbumListsClients.paging(
      Self.albums, release: release, entered: entered)
    let screen = AlbumListsScreen(client: client)
    screen.start()
    await entered.wait()
    #expect(!screen.click(listRow: 0))
    release.open()
    await settled(screen)
    #expect(screen.click(listRow: 0))
  }

  @Test func theShellsKeysAndModifiedKeysAreNotTheScreens() async {
    let screen = await startedScreen(AlbumListsClients.paging(Self.albums))
    let shellKeys: [Key] =
      [.tab, .backtab, .escape]
      + "q?/su012345 nbap+di".map { Key.character($0) }
    for key in shellKeys {
      #expect(!screen.handle(key, modifiers: []), "\(key)")
    }
    for modifiers: KeyModifiers in [.control, .alt, .meta] {
      for key in [Key.character("t"), .down, .enter, .character("r")] {
        #expect(!screen.handle(key, modifiers: modifiers), "\(key) \(modifiers)")
      }
    }
    expectEqual(screen.kind, .newest)
    expectEqual(screen.selection.index, 0)
    #expect(screen.handle(.character("T"), modifiers: .shift))
    await settled(screen)
    expectEqual(screen.kind, .genres)
  }
}
