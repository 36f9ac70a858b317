import DependencyRegistryTesting
import Foundation
import MediaFeature
import SubsonicClient
import SubsonicClientInMemory
import Testing

@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct CoverArtStoreTests {
  let png = CoverArt(data: Data([0x89, 0x50, 0x4E, 0x47]), mediaType: "image/png")

  @Test func loadingGoesFromIdleThroughLoadingToLoadedWithAFileName() async {
    let (entered, release) = (Gate(), Gate())
    let asked = Recorder<String>()
    var client = SubsonicClient.unimplemented
    client.getCoverArt = { [png] id, size in
      asked.record("\(id) \(size.map(String.init) ?? "original")")
      entered.open()
      await release.wait()
      return png
    }
    let store = CoverArtStore(client: client)
    expectEqual(store.state, .idle)
    let loading = Task { await store.load(CoverArtRequest(id: "al-1", size: 300)) }
    await entered.wait()
    expectEqual(store.state, .loading)
    release.open()
    await loading.value
    expectEqual(store.state, .loaded(NamedCoverArt(cover: png, fileName: "cover-al-1.png")))
    expectEqual(asked.values, ["al-1 300"])
    expectEqual(store.request, CoverArtRequest(id: "al-1", size: 300))
  }

  @Test func jpegCoverIsNamedJpg() async {
    let jpeg = CoverArt(data: Data([0xFF, 0xD8]), mediaType: "image/jpeg")
    var client = SubsonicClient.unimplemented
    client.getCoverArt = { _, size in
      expectEqual(size, nil)
      return jpeg
    }
    let store = CoverArtStore(client: client)
    await store.load(CoverArtRequest(id: "7"))
    expectEqual(store.state, .loaded(NamedCoverArt(cover: jpeg, fileName: "cover-7.jpg")))
  }

  @Test(arguments: [0, -40])
  func sizeThatIsNotPositiveIsRejectedWithoutARequest(size: Int) async {
    let store = CoverArtStore(client: .unimplemented)
    await store.load(CoverArtRequest(id: "al-1", size: size))
    guard case .failed(.invalidArgument(let reason), canRetry: false) = store.state else {
      Issue.record("expected an invalid argument, got \(store.state)")
      return
    }
    #expect(reason.contains("positive"))
  }

  @Test func failureCanBeRetried() async {
    let attempts = Recorder<Int>()
    var client = SubsonicClient.unimplemented
    client.getCoverArt = { [png] _, _ in
      attempts.record(1)
      if attempts.values.count == 1 { throw SubsonicError.httpStatus(500) }
      return png
    }
    let store = CoverArtStore(client: client)
    await store.load(CoverArtRequest(id: "al-1"))
    expectEqual(store.state, .failed(.httpStatus(500), canRetry: true))
    await store.retry()
    expectEqual(store.state, .loaded(NamedCoverArt(cover: png, fileName: "cover-al-1.png")))
  }

  @Test func cancellingTheLoadCancelsTheRequest() async {
    let entered = Gate()
    let sawCancellation = Recorder<Bool>()
    var client = SubsonicClient.unimplemented
    client.getCoverArt = { [png] _, _ in
      entered.open()
      do {
        try await Task.sleep(for: .seconds(30))
      } catch {
        sawCancellation.record(true)
        throw SubsonicError.cancelled
      }
      return png
    }
    let store = CoverArtStore(client: client)
    let loading = Task { await store.load(CoverArtRequest(id: "al-1")) }
    await entered.wait()
    loading.cancel()
    await loading.value
    expectEqual(sawCancellation.values, [true])
    expectEqual(store.state, .failed(.cancelled, canRetry: true))
  }

  @Test(.dependencies { $0.subsonicClient = .inMemory() })
  func inMemoryCoverIsAPNG() async {
    let store = CoverArtStore()
    await store.load(CoverArtRequest(id: "cover-album-1", size: 64))
    guard case .loaded(let named) = store.state else {
      Issue.record("expected a cover, got \(store.state)")
      return
    }
    expectEqual(named.cover.mediaType, "image/png")
    #expect(named.cover.data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    expectEqual(named.fileName, "cover-cover-album-1.png")
  }
}
