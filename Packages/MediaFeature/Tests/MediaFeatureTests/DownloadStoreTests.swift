import DependencyRegistryTesting
import Foundation
import MediaFeature
import SubsonicClient
import SubsonicClientInMemory
import Testing

/// A fresh folder for one test, removed by `remove()`.
struct Folder {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("MediaFeatureTests-\(UUID().uuidString)", isDirectory: true)

  init() throws {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The names in the folder, hidden ones included, sorted.
  func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }

  func file(_ name: String) -> URL { url.appendingPathComponent(name, isDirectory: false) }

  func remove() { try? FileManager.default.removeItem(at: url) }
}

/// A client whose `getSong` answers `song` and whose `download` writes `bytes` where asked.
func downloadingClient(_ song: Song, bytes: Data = Data("audio".utf8)) -> SubsonicClient {
  var client = SubsonicClient.unimplemented
  client.getSong = { _ in song }
  client.download = { _, url, progress in
    do {
      try bytes.write(to: url)
    } catch {
      throw SubsonicError.fileSystem(path: url.path, reason: "\(error)")
    }
    progress(TransferProgress(receivedBytes: Int64(bytes.count)))
    return DownloadedFile(url: url, byteCount: Int64(bytes.count))
  }
  return client
}

@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct DownloadStoreTests {
  let song = Song(id: "song-1", title: "First/Light", artist: "Aurora Vale", suffix: "flac")

  @Test func savesThroughObservableProgressAndMovesTheWholeFileIntoPlace() async throws {
    let folder = try Folder()
    defer { folder.remove() }
    let (halfway, release) = (Gate(), Gate())
    var client = downloadingClient(song)
    client.download = { id, url, progress in
      expectEqual(id, "song-1")
      try Data("half".utf8).write(to: url)
      progress(TransferProgress(receivedBytes: 4, expectedBytes: 8))
      halfway.open()
      await release.wait()
      try Data("complete".utf8).write(to: url)
      return DownloadedFile(url: url, byteCount: 8)
    }
    let store = DownloadStore(client: client)
    let target = SaveTarget.file(folder.file("song.flac"), shown: "song.flac")
    let saving = Task { await store.save(DownloadStore.Request(songID: "song-1", target: target)) }
    await halfway.wait()
    await waitUntil {
      store.state == .downloading(TransferProgress(receivedBytes: 4, expectedBytes: 8))
    }
    expectEqual(try folder.names().filter { !$0.hasPrefix(".") }, [])
    release.open()
    await saving.value

    let saved = SavedSong(
      song: song, file: folder.file("song.flac"), shown: "song.flac", byteCount: 8)
    expectEqual(store.state, .saved(saved))
    expectEqual(try folder.names(), ["song.flac"])
    expectEqual(try Data(contentsOf: folder.file("song.flac")), Data("complete".utf8))
  }

  @Test func aFolderTargetNamesTheFileFromTheSong() async throws {
    let folder = try Folder()
    defer { folder.remove() }
    let store = DownloadStore(client: downloadingClient(song))
    await store.save(.init(songID: "song-1", target: .folder(folder.url, shown: "music")))
    let name = "Aurora Vale - First_Light.flac"
    expectEqual(try folder.names(), [name])
    expectEqual(store.state.saved?.shown, "music/\(name)")
  }

  @Test func aFileAlreadyThereIsKeptUnlessReplacingWasAsked() async throws {
    let folder = try Folder()
    defer { folder.remove() }
    let existing = folder.file("song.flac")
    try Data("mine".utf8).write(to: existing)
    let asked = Recorder<SongID>()
    var client = downloadingClient(song)
    client.getSong = { id in
      asked.record(id)
      return self.song
    }
    let store = DownloadStore(client: client)
    await store.save(.init(songID: "song-1", target: .file(existing, shown: "song.flac")))
    expectEqual(store.state, .failed(.file(.alreadyExists("song.flac")), canRetry: false))
    expectEqual(asked.values, [])
    expectEqual(try Data(contentsOf: existing), Data("mine".utf8))

    await store.save(
      .init(songID: "song-1", target: .file(existing, shown: "song.flac"), replacing: true))
    expectEqual(try Data(contentsOf: existing), Data("audio".utf8))
    expectEqual(try folder.names(), ["song.flac"])
  }

  @Test func aFailedDownloadLeavesNothingAndRetryDownloadsAgain() async throws {
    let folder = try Folder()
    defer { folder.remove() }
    let attempts = Recorder<SongID>()
    var client = downloadingClient(song)
    client.download = { id, url, _ in
      attempts.record(id)
      try Data("partial".utf8).write(to: url)
      if attempts.values.count == 1 { throw SubsonicError.unreachable("connection reset") }
      return DownloadedFile(url: url, byteCount: 7)
    }
    let store = DownloadStore(client: client)
    await store.save(.init(songID: "song-1", target: .folder(folder.url, shown: nil)))
    expectEqual(store.state, .failed(.client(.unreachable("connection reset")), canRetry: true))
    expectEqual(try folder.names(), [])

    await store.retry()
    expectEqual(try folder.names(), ["Aurora Vale - First_Light.flac"])
    expectEqual(attempts.values, ["song-1", "song-1"])
  }

  @Test func cancellingCancelsTheClientCallAndLeavesNothing() async throws {
    let folder = try Folder()
    defer { folder.remove() }
    let entered = Gate()
    let sawCancellation = Recorder<Bool>()
    var client = downloadingClient(song)
    client.download = { _, url, _ in
      try Data("partial".utf8).write(to: url)
      entered.open()
      do {
        try await Task.sleep(for: .seconds(30))
      } catch {
        sawCancellation.record(Task.isCancelled)
        throw error
      }
      return DownloadedFile(url: url, byteCount: 7)
    }
    let store = DownloadStore(client: client)
    let saving = Task {
      await store.save(.init(songID: "song-1", target: .folder(folder.url, shown: nil)))
    }
    await entered.wait()
    saving.cancel()
    await saving.value
    expectEqual(store.state, .failed(.client(.cancelled), canRetry: true))
    expectEqual(sawCancellation.values, [true])
    expectEqual(try folder.names(), [])
  }

  @Test func aNewSaveSupersedesAndCancelsTheOlderOne() async throws {
    let folder = try Folder()
    defer { folder.remove() }
    let entered = Gate()
    let firstSawCancellation = Recorder<Bool>()
    var client = downloadingClient(song)
    client.download = { id, url, _ in
      if id == "song-1" {
        entered.open()
        do { try await Task.sleep(for: .seconds(30)) } catch {
          firstSawCancellation.record(true)
          throw error
        }
      }
      try Data("second".utf8).write(to: url)
      return DownloadedFile(url: url, byteCount: 6)
    }
    let store = DownloadStore(client: client)
    let first = Task {
      await store.save(.init(songID: "song-1", target: .file(folder.file("a"), shown: "a")))
    }
    await entered.wait()
    await store.save(.init(songID: "song-2", target: .file(folder.file("b"), shown: "b")))
    await first.value
    expectEqual(firstSawCancellation.values, [true])
    expectEqual(store.state.saved?.shown, "b")
    expectEqual(try folder.names(), ["b"])
  }

  @Test func anUnknownSongFailsBeforeDownloading() async throws {
    let notFound = SubsonicError.api(SubsonicAPIError(code: .notFound, message: "Song not found"))
    var client = SubsonicClient.unimplemented
    client.getSong = { _ in throw notFound }
    let store = DownloadStore(client: client)
    await store.save(
      .init(songID: "nope", target: .folder(URL(fileURLWithPath: "/nowhere"), shown: nil)))
    expectEqual(store.state, .failed(.client(notFound), canRetry: false))
  }

  @Test func anUnwritableFolderIsAFileFailureNamingTheTarget() async throws {
    let store = DownloadStore(client: downloadingClient(song))
    let target = SaveTarget.file(URL(fileURLWithPath: "/proc/song.flac"), shown: "/proc/song.flac")
    await store.save(.init(songID: "song-1", target: target))
    guard case .failed(.file(.cannotWrite(let shown, _)), false) = store.state else {
      Issue.record("expected a file failure, got \(store.state)")
      return
    }
    expectEqual(shown, "/proc/song.flac")
  }

  @Test func theInMemoryServerDownloadsTheWholeFileWithProgress() async throws {
    let folder = try Folder()
    defer { folder.remove() }
    let client = SubsonicClient.inMemory()
    let song = try await client.getSong("song-1")
    let store = DownloadStore(client: client)
    await store.save(.init(songID: "song-1", target: .folder(folder.url, shown: nil)))
    let name = DownloadFileName.make(for: song)
    expectEqual(store.state.saved?.byteCount, song.size)
    expectEqual(try folder.names(), [name])
    let size =
      try FileManager.default.attributesOfItem(atPath: folder.file(name).path)[.size] as? Int64
    expectEqual(size, song.size)
  }

  @Test(.dependencies { $0.subsonicClient = .failing(.timedOut(seconds: 3)) })
  func storeReadsTheClientFromTheRegistryWhenNoneIsPassed() async {
    let store = DownloadStore()
    await store.save(
      .init(songID: "song-1", target: .folder(URL(fileURLWithPath: "/music"), shown: nil)))
    expectEqual(store.state, .failed(.client(.timedOut(seconds: 3)), canRetry: true))
  }
}

extension DownloadStore.State {
  /// The saved song; `nil` in every other state.
  var saved: SavedSong? {
    guard case .saved(let saved) = self else { return nil }
    return saved
  }
}
