import DependencyRegistryTesting
import Foundation
import MediaFeature
import Observation
import SubsonicClient
import SubsonicClientInMemory
import Testing

@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct DownloadStoreTests {
  let destination = URL(fileURLWithPath: "/music/song.mp3")

  @Test func downloadGoesThroughObservableProgressToFinished() async {
    let (halfway, release) = (Gate(), Gate())
    var client = SubsonicClient.unimplemented
    client.download = { id, url, progress in
      expectEqual(id, "song-1")
      progress(TransferProgress(receivedBytes: 1000, expectedBytes: 2000))
      halfway.open()
      await release.wait()
      progress(TransferProgress(receivedBytes: 2000, expectedBytes: 2000))
      return DownloadedFile(url: url, byteCount: 2000, contentType: "audio/mpeg")
    }
    let store = DownloadStore(client: client)
    expectEqual(store.state, .idle)

    let downloading = Task { await store.download("song-1", to: destination) }
    await halfway.wait()
    await waitUntil {
      store.state == .downloading(TransferProgress(receivedBytes: 1000, expectedBytes: 2000))
    }
    release.open()
    await downloading.value
    expectEqual(
      store.state,
      .finished(DownloadedFile(url: destination, byteCount: 2000, contentType: "audio/mpeg")))
    expectEqual(
      store.request, DownloadStore.Request(songID: "song-1", destination: .file(destination)))
    expectEqual(store.song, nil)
  }

  @Test func everyProgressReportThatIsAwaitedReachesTheState() async {
    let (reported, next) = (Gate(), Gate())
    let seen = Recorder<Int64>()
    var client = SubsonicClient.unimplemented
    client.download = { _, url, progress in
      progress(TransferProgress(receivedBytes: 10, expectedBytes: nil))
      reported.open()
      await next.wait()
      return DownloadedFile(url: url, byteCount: 10)
    }
    let store = DownloadStore(client: client)
    let downloading = Task { await store.download("song-1", to: destination) }
    await reported.wait()
    await waitUntil {
      if case .downloading(let progress) = store.state, progress.receivedBytes == 10 {
        seen.record(progress.receivedBytes)
        return true
      }
      return false
    }
    next.open()
    await downloading.value
    expectEqual(seen.values, [10])
    expectEqual(store.state, .finished(DownloadedFile(url: destination, byteCount: 10)))
  }

  @Test func cancellingADownloadCancelsTheClientCall() async {
    let entered = Gate()
    let sawCancellation = Recorder<Bool>()
    var client = SubsonicClient.unimplemented
    client.download = { _, url, _ in
      entered.open()
      do {
        try await Task.sleep(for: .seconds(30))
      } catch {
        sawCancellation.record(Task.isCancelled)
        throw SubsonicError.cancelled
      }
      return DownloadedFile(url: url, byteCount: 0)
    }
    let store = DownloadStore(client: client)
    let downloading = Task { await store.download("song-1", to: destination) }
    await entered.wait()
    downloading.cancel()
    await downloading.value
    expectEqual(sawCancellation.values, [true])
    expectEqual(store.state, .failed(.cancelled, canRetry: true))
  }

  @Test func newDownloadCancelsAndSupersedesTheOlderOne() async {
    let firstEntered = Gate()
    let firstSawCancellation = Recorder<Bool>()
    var client = SubsonicClient.unimplemented
    client.download = { id, url, _ in
      if id == "song-1" {
        firstEntered.open()
        do {
          try await Task.sleep(for: .seconds(30))
        } catch {
          firstSawCancellation.record(true)
          throw SubsonicError.cancelled
        }
      }
      return DownloadedFile(url: url, byteCount: 5)
    }
    let store = DownloadStore(client: client)
    let first = Task { await store.download("song-1", to: destination) }
    await firstEntered.wait()
    let other = URL(fileURLWithPath: "/music/other.mp3")
    await store.download("song-2", to: other)
    await first.value
    expectEqual(firstSawCancellation.values, [true])
    expectEqual(store.state, .finished(DownloadedFile(url: other, byteCount: 5)))
  }

  @Test func failureBecomesFailedAndRetryDownloadsAgain() async {
    let attempts = Recorder<SongID>()
    var client = SubsonicClient.unimplemented
    client.download = { id, url, _ in
      attempts.record(id)
      if attempts.values.count == 1 { throw SubsonicError.unreachable("connection reset") }
      return DownloadedFile(url: url, byteCount: 3)
    }
    let store = DownloadStore(client: client)
    await store.download("song-1", to: destination)
    expectEqual(store.state, .failed(.unreachable("connection reset"), canRetry: true))
    await store.retry()
    expectEqual(store.state, .finished(DownloadedFile(url: destination, byteCount: 3)))
    expectEqual(attempts.values, ["song-1", "song-1"])
  }

  @Test func fileSystemFailureIsNotRetryable() async {
    let store = DownloadStore(client: .failing(.fileSystem(path: "/ro/x.mp3", reason: "read-only")))
    await store.download("song-1", to: URL(fileURLWithPath: "/ro/x.mp3"))
    expectEqual(
      store.state, .failed(.fileSystem(path: "/ro/x.mp3", reason: "read-only"), canRetry: false))
  }

  @Test func downloadIntoAFolderNamesTheFileFromTheSong() async {
    let song = Song(id: "song-1", title: "First/Light", artist: "Aurora Vale", suffix: "flac")
    let written = Recorder<URL>()
    var client = SubsonicClient.unimplemented
    client.getSong = { _ in song }
    client.download = { _, url, _ in
      written.record(url)
      return DownloadedFile(url: url, byteCount: 1)
    }
    let store = DownloadStore(client: client)
    let folder = URL(fileURLWithPath: "/music", isDirectory: true)
    await store.download("song-1", intoFolder: folder)
    let expected = URL(fileURLWithPath: "/music/Aurora Vale - First_Light.flac")
    expectEqual(written.values.map(\.path), [expected.path])
    expectEqual(store.song, song)
    expectEqual(store.state, .finished(DownloadedFile(url: written.values[0], byteCount: 1)))
  }

  @Test func unknownSongFailsBeforeDownloading() async {
    let notFound = SubsonicError.api(SubsonicAPIError(code: .notFound, message: "Song not found"))
    var client = SubsonicClient.unimplemented
    client.getSong = { _ in throw notFound }
    let store = DownloadStore(client: client)
    await store.download("nope", intoFolder: URL(fileURLWithPath: "/music"))
    expectEqual(store.state, .failed(notFound, canRetry: false))
  }

  @Test func previewDownloadWritesTheWholeFileWithProgress() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("DownloadFeatureTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let client = SubsonicClient.inMemory()
    let song = try await client.getSong("song-1")
    let store = DownloadStore(client: client)
    await store.download("song-1", intoFolder: folder)
    guard case .finished(let file) = store.state else {
      Issue.record("expected a finished download, got \(store.state)")
      return
    }
    expectEqual(file.url.lastPathComponent, DownloadFileName.make(for: song))
    expectEqual(file.byteCount, song.size)
    let size = try FileManager.default.attributesOfItem(atPath: file.url.path)[.size] as? Int64
    expectEqual(size, song.size)
  }

  @Test(.dependencies { $0.subsonicClient = .failing(.timedOut(seconds: 3)) })
  func storeReadsTheClientFromTheRegistryWhenNoneIsPassed() async {
    let store = DownloadStore()
    await store.download("song-1", to: destination)
    expectEqual(store.state, .failed(.timedOut(seconds: 3), canRetry: true))
  }
}
