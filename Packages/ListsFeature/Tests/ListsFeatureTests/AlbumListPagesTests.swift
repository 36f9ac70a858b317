import DependencyRegistryTesting
import ListsFeature
import SubsonicClient
import Testing

@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct AlbumListPagesTests {
  typealias Asked = AlbumListsClients.Asked

  static let albums = AlbumListsClients.numberedAlbums(250)

  @Test func pagesAreAppendedUntilAShortPageEndsTheList() async {
    let asked = Recorder<Asked>()
    let pages = AlbumListPages(
      type: .newest, client: AlbumListsClients.paging(Self.albums, asked: asked))
    #expect(!pages.hasAsked)
    await pages.loadFirstPage()
    expectEqual(pages.albums, Array(Self.albums.prefix(100)))
    #expect(pages.hasFirstPage && pages.canLoadNextPage && !pages.isComplete)
    await pages.loadNextPage()
    await pages.loadNextPage()
    expectEqual(pages.albums, Self.albums)
    #expect(pages.isComplete && !pages.canLoadNextPage)
    await pages.loadNextPage()
    expectEqual(asked.values.map(\.offset), [0, 100, 200])
    expectEqual(Set(asked.values.map(\.size)), [100])
    expectEqual(Set(asked.values.map(\.type)), [.newest])
    expectEqual(pages.footer, nil)
  }

  @Test func aFullLastPageIsFollowedByAnEmptyOne() async {
    let asked = Recorder<Asked>()
    let albums = AlbumListsClients.numberedAlbums(20)
    let pages = AlbumListPages(
      type: .starred, pageSize: 10, client: AlbumListsClients.paging(albums, asked: asked))
    await pages.loadFirstPage()
    await pages.loadNextPage()
    #expect(!pages.isComplete)
    await pages.loadNextPage()
    #expect(pages.isComplete)
    expectEqual(pages.albums, albums)
    expectEqual(asked.values.map(\.offset), [0, 10, 20])
  }

  @Test func theSamePageIsNeverAskedTwiceAtOnce() async {
    let asked = Recorder<Asked>()
    let (entered, release) = (Gate(), Gate())
    let client = AlbumListsClients.paging(
      Self.albums, asked: asked, release: release, holdingFrom: 100, entered: entered)
    let pages = AlbumListPages(type: .newest, client: client)
    let firsts = (0..<3).map { _ in Task { await pages.loadFirstPage() } }
    for first in firsts { await first.value }
    let nexts = (0..<3).map { _ in Task { await pages.loadNextPage() } }
    await entered.wait()
    #expect(pages.isLoadingPage && !pages.canLoadNextPage)
    expectEqual(pages.footer, .loadingMore)
    release.open()
    for next in nexts { await next.value }
    expectEqual(asked.values.map(\.offset), [0, 100])
    expectEqual(pages.albums, Array(Self.albums.prefix(200)))
  }

  @Test func aFailedLaterPageKeepsTheAlbumsAndRetryAsksItAgain() async {
    let asked = Recorder<Asked>()
    let pages = AlbumListPages(
      type: .frequent, client: AlbumListsClients.paging(Self.albums, asked: asked, failing: [100]))
    await pages.loadFirstPage()
    await pages.loadNextPage()
    expectEqual(pages.albums.count, 100)
    expectEqual(pages.footer, .loadMoreFailed(.httpStatus(503), canRetry: true))
    #expect(!pages.canLoadNextPage && pages.canRetry)
    await pages.loadNextPage()  // failed: only a retry asks again
    expectEqual(asked.values.map(\.offset), [0, 100])
    await pages.retry()
    expectEqual(pages.albums, Array(Self.albums.prefix(200)))
    expectEqual(pages.footer, nil)
    expectEqual(asked.values.map(\.offset), [0, 100, 100])
  }

  @Test func aFailureThatRetryingCannotFixIsNotRetried() async {
    let asked = Recorder<Asked>()
    let notAuthorized = SubsonicError.api(SubsonicAPIError(code: .notAuthorized, message: "No"))
    let client = AlbumListsClients.paging(
      Self.albums, asked: asked, failing: [0], error: notAuthorized)
    let pages = AlbumListPages(type: .newest, client: client)
    await pages.loadFirstPage()
    #expect(!pages.hasFirstPage && !pages.canRetry && pages.footer == nil)
    expectEqual(pages.store.state, .failed(notAuthorized, canRetry: false))
    await pages.retry()
    await pages.loadFirstPage()
    expectEqual(asked.values.count, 1)
  }

  @Test func aFailedFirstPageIsRetried() async {
    let asked = Recorder<Asked>()
    let pages = AlbumListPages(
      type: .newest, client: AlbumListsClients.paging(Self.albums, asked: asked, failing: [0]))
    await pages.loadFirstPage()
    #expect(!pages.hasFirstPage && pages.canRetry && !pages.canLoadNextPage)
    await pages.retry()
    #expect(pages.hasFirstPage)
    expectEqual(asked.values.map(\.offset), [0, 0])
  }

  @Test func aRandomListIsOnePage() async {
    let asked = Recorder<Asked>()
    let pages = AlbumListPages(
      type: .random, client: AlbumListsClients.paging(Self.albums, asked: asked))
    #expect(!pages.isPaged)
    await pages.loadFirstPage()
    #expect(pages.isComplete)
    await pages.loadNextPage()
    expectEqual(asked.values.map(\.offset), [0])
  }

  @Test(arguments: [(0, 1), (-3, 1), (501, 500), (50, 50)])
  func thePageSizeIsKeptInOneToFiveHundred(asked: Int, kept: Int) {
    expectEqual(
      AlbumListPages(type: .newest, pageSize: asked, client: .unimplemented).pageSize, kept)
  }
}
