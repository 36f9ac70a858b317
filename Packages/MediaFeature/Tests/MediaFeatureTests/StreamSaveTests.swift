import DependencyRegistryTesting
import Foundation
import MediaFeature
import SubsonicClient
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A client whose `getSong` answers `song` and whose `stream` hands `chunks` over one by one,
/// recording the options it was asked with.
private func streamingClient(
  _ song: Song, chunks: [Data], asked: Recorder<StreamOptions>
) -> SubsonicClient {
  var client = SubsonicClient.unimplemented
  client.getSong = { _ in song }
  client.stream = { _, options, receive in
    asked.record(options)
    for chunk in chunks { try receive(chunk) }
    return StreamedAudio(
      byteCount: Int64(chunks.reduce(0) { $0 + $1.count }), contentType: "audio/ogg")
  }
  return client
}

@MainActor @Suite(.timeLimit(.minutes(1)))
struct StreamSaveTests {
  let song = Song(id: "song-1", title: "First Light", artist: "Aurora Vale", suffix: "flac")
  let chunks = (0..<40).map { index in Data((0..<(1_000 + index)).map { UInt8(($0 + index) % 251) })
  }

  @Test func aStreamIsSavedWholeUnderTheFormatsSuffixWithTheOptionsAsked() async throws {
    let folder = try Folder()
    defer { folder.remove() }
    let asked = Recorder<StreamOptions>()
    let store = DownloadStore(client: streamingClient(song, chunks: chunks, asked: asked))
    let options = StreamOptions(maxBitRate: 128, format: "mp3")
    await store.save(
      DownloadStore.Request(
        songID: song.id, target: .folder(folder.url, shown: nil), stream: options))
    guard case .saved(let saved) = store.state else {
      Issue.record("not saved: \(store.state)")
      return
    }
    #expect(asked.values == [options])
    #expect(saved.shown == "Aurora Vale - First Light.mp3")
    #expect(try folder.names() == ["Aurora Vale - First Light.mp3"])
    #expect(try Data(contentsOf: saved.file) == chunks.reduce(Data(), +))
    #expect(saved.byteCount == Int64(chunks.reduce(0) { $0 + $1.count }))
    #expect(saved.mediaType == "audio/ogg")  // the stream's, not the stored file's
  }

  @Test func theOriginalFormatKeepsTheSongsSuffix() {
    #expect(DownloadFileName.make(for: song, format: "raw") == "Aurora Vale - First Light.flac")
    #expect(DownloadFileName.make(for: song, format: nil) == "Aurora Vale - First Light.flac")
  }

  @Test func aStreamThatFailsLeavesNothing() async throws {
    let folder = try Folder()
    defer { folder.remove() }
    var client = streamingClient(song, chunks: chunks, asked: Recorder())
    client.stream = { _, _, receive in
      try receive(Data("part".utf8))
      throw SubsonicError.unreachable("the connection was lost")
    }
    let store = DownloadStore(client: client)
    await store.save(
      DownloadStore.Request(
        songID: song.id, target: .folder(folder.url, shown: nil), stream: StreamOptions()))
    #expect(
      store.state == .failed(.client(.unreachable("the connection was lost")), canRetry: true))
    #expect(try folder.names() == [])
  }

  @Test func toADescriptorTheBytesGoAsTheyComeAndAFailedWriteIsTheFailure() async throws {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    let asked = Recorder<StreamOptions>()
    let store = DownloadStore(client: streamingClient(song, chunks: chunks, asked: asked))
    let readEnd = ends[0]
    let reader = Task.detached { @Sendable () -> Data in
      var all = Data()
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = read(readEnd, &buffer, buffer.count)
        if count <= 0 { return all }
        all.append(contentsOf: buffer[0..<count])
      }
    }
    await store.save(
      DownloadStore.Request(
        songID: song.id, target: .descriptor(ends[1], shown: "standard output"),
        stream: StreamOptions()))
    close(ends[1])
    #expect(await reader.value == chunks.reduce(Data(), +))
    guard case .saved = store.state else {
      Issue.record("not saved: \(store.state)")
      return
    }
    close(ends[0])

    // A closed pipe: the write fails (SIGPIPE is ignored by the app), named as the output.
    #expect(pipe(&ends) == 0)
    close(ends[0])
    signal(SIGPIPE, SIG_IGN)
    await store.save(
      DownloadStore.Request(
        songID: song.id, target: .descriptor(ends[1], shown: "standard output"),
        stream: StreamOptions()))
    close(ends[1])
    guard case .failed(.file(.cannotWriteOutput(let shown, _)), _) = store.state else {
      Issue.record("expected a failed write: \(store.state)")
      return
    }
    #expect(shown == "standard output")
  }
}
