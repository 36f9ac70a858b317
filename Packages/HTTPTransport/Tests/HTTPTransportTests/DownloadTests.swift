import DependencyRegistryTesting
import Foundation
import HTTPTransport
import Testing

/// Serialized so that the memory measurement sees no other large download.
@Suite("Live transports: download", .serialized)
struct DownloadTests {
  @Test(arguments: TransportKind.allCases)
  func downloadWritesTheWholeFileAtomically(_ kind: TransportKind) async throws {
    let transport = kind.transport
    let body = patternedBytes(3_000_000)
    let server = try LoopbackServer { _, _ in
      .answer(status: 200, headers: ["Content-Type": "audio/flac"], body: body)
    }
    defer { server.stop() }
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let destination = folder.url.appendingPathComponent("song.flac")
    try Data("the previous version".utf8).write(to: destination)

    let outcome = try await transport.download(
      DownloadRequest(
        request: HTTPRequest(url: server.url("/stream?id=1")), destination: destination)
    )

    guard case .saved(let head, let bytes) = outcome else {
      Issue.record("expected a saved file, got \(outcome)")
      return
    }
    #expect(head.statusCode == 200)
    #expect(head.mediaType == "audio/flac")
    #expect(bytes == Int64(body.count))
    #expect(try Data(contentsOf: destination) == body)
    #expect(try folder.contents() == ["song.flac"])
  }

  @Test(arguments: TransportKind.allCases, [false, true])
  func interruptedDownloadLeavesNoFile(_ kind: TransportKind, reset: Bool) async throws {
    let transport = kind.transport
    let body = patternedBytes(1_000_000)
    let server = try LoopbackServer { _, _ in
      reset
        ? .reset(after: 200_000, body: body)
        : .short(declared: body.count, body: body.prefix(300_000))
    }
    defer { server.stop() }
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let fresh = folder.url.appendingPathComponent("fresh.flac")
    let existing = folder.url.appendingPathComponent("existing.flac")
    let previous = Data("the previous version".utf8)
    try previous.write(to: existing)

    for destination in [fresh, existing] {
      let request = HTTPRequest(url: server.url("/stream"), timeout: .seconds(5))
      await #expect(throws: TransportError.connectionLost(host: "127.0.0.1:\(server.port)")) {
        try await transport.download(DownloadRequest(request: request, destination: destination))
      }
    }

    #expect(try folder.contents() == ["existing.flac"])
    #expect(try Data(contentsOf: existing) == previous)
  }

  @Test(arguments: TransportKind.allCases)
  func cancelledDownloadLeavesNoFile(_ kind: TransportKind) async throws {
    let transport = kind.transport
    let server = try LoopbackServer { _, _ in
      .drip(body: patternedBytes(1_000), interval: .milliseconds(20))
    }
    defer { server.stop() }
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let destination = folder.url.appendingPathComponent("song.flac")
    let progress = Recorder<DownloadProgress>()

    let request = DownloadRequest(
      request: HTTPRequest(url: server.url("/stream")), destination: destination,
      progress: { progress.record($0) })
    let task = Task { try await transport.download(request) }
    #expect(await eventually { (progress.values.last?.receivedBytes ?? 0) >= 5 })
    let partial = try folder.contents()  // The partial file, while it lasts.
    #expect(partial.count == 1 && partial[0].hasPrefix(".song.flac.partial-"), "\(partial)")
    task.cancel()
    let result = await task.result

    #expect(throws: TransportError.cancelled) { try result.get() }
    #expect(try folder.contents() == [])
  }

  @Test(arguments: TransportKind.allCases)
  func rejectedDownloadReturnsTheBodyAndWritesNothing(_ kind: TransportKind) async throws {
    let transport = kind.transport
    let json = Data(#"{"subsonic-response":{"status":"failed"}}"#.utf8)
    let server = try LoopbackServer { request, _ in
      request.target == "/missing"
        ? .answer(status: 404, body: Data("no such file".utf8))
        : .answer(status: 200, headers: ["Content-Type": "application/json"], body: json)
    }
    defer { server.stop() }
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let destination = folder.url.appendingPathComponent("song.flac")

    let missing = try await transport.download(
      DownloadRequest(request: HTTPRequest(url: server.url("/missing")), destination: destination))
    let notAudio = try await transport.download(
      DownloadRequest(
        request: HTTPRequest(url: server.url("/stream")), destination: destination,
        accept: { $0.isSuccess && $0.mediaType != "application/json" }))

    #expect(
      missing
        == .rejected(
          HTTPResponse(
            statusCode: 404, headers: ["content-length": "12", "connection": "close"],
            body: Data("no such file".utf8))))
    guard case .rejected(let response) = notAudio else {
      Issue.record("expected a rejected download, got \(notAudio)")
      return
    }
    #expect(response.statusCode == 200)
    #expect(response.body == json)
    #expect(try folder.contents() == [])
  }

  @Test(arguments: TransportKind.allCases)
  func rejectedDownloadBodyIsLimited(_ kind: TransportKind) async throws {
    let transport = kind.transport
    let server = try LoopbackServer { _, _ in .unframed(body: patternedBytes(200_000)) }
    defer { server.stop() }
    let folder = try ScratchFolder()
    defer { folder.remove() }

    let request = DownloadRequest(
      request: HTTPRequest(url: server.url("/error"), maximumBodySize: 10_000),
      destination: folder.url.appendingPathComponent("song.flac"), accept: { _ in false })
    await #expect(throws: TransportError.bodyTooLarge(limit: 10_000)) {
      try await transport.download(request)
    }
    #expect(try folder.contents() == [])
  }

  @Test(arguments: TransportKind.allCases)
  func downloadProgressReportsExpectedBytes(_ kind: TransportKind) async throws {
    let transport = kind.transport
    let body = patternedBytes(1_500_000)
    let server = try LoopbackServer { _, _ in .answer(status: 200, body: body) }
    defer { server.stop() }
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let progress = Recorder<DownloadProgress>()

    _ = try await transport.download(
      DownloadRequest(
        request: HTTPRequest(url: server.url("/stream")),
        destination: folder.url.appendingPathComponent("song.flac"),
        progress: { progress.record($0) }))

    let reports = progress.values
    let total = Int64(body.count)
    #expect(reports.count >= 2)
    #expect(reports.first == DownloadProgress(receivedBytes: 0, expectedBytes: total))
    #expect(reports.last == DownloadProgress(receivedBytes: total, expectedBytes: total))
    #expect(reports.allSatisfy { $0.expectedBytes == total })
    #expect(zip(reports, reports.dropFirst()).allSatisfy { $0.receivedBytes <= $1.receivedBytes })
  }

  @Test(arguments: TransportKind.allCases)
  func downloadTimeoutIsTheLongestGapNotTheTotal(_ kind: TransportKind) async throws {
    let transport = kind.transport
    let body = patternedBytes(12)
    let server = try LoopbackServer { request, _ in
      request.target == "/stall" ? .stall : .drip(body: body, interval: .milliseconds(100))
    }
    defer { server.stop() }
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let destination = folder.url.appendingPathComponent("song.flac")

    // 12 chunks 100 ms apart: 1.2 s in all, more than the 0.5 s timeout, never 0.5 s apart.
    let drip = HTTPRequest(url: server.url("/drip"), timeout: .milliseconds(500))
    let outcome = try await transport.download(
      DownloadRequest(request: drip, destination: destination))
    #expect(
      outcome
        == .saved(
          HTTPResponseHead(
            statusCode: 200, headers: ["content-length": "12", "connection": "close"]),
          bytes: 12))
    #expect(try Data(contentsOf: destination) == body)

    let stall = HTTPRequest(url: server.url("/stall"), timeout: .milliseconds(300))
    let start = ContinuousClock.now
    await #expect(throws: TransportError.timedOut(seconds: 0.3)) {
      try await transport.download(
        DownloadRequest(request: stall, destination: folder.url.appendingPathComponent("other")))
    }
    #expect(seconds(since: start) < 0.3 + 1)
    #expect(try folder.contents() == ["song.flac"])
  }

  @Test(.enabled(if: residentMiB() != nil, "needs /proc"), arguments: TransportKind.allCases)
  func downloadMemoryStaysBounded(_ kind: TransportKind) async throws {
    let transport = kind.transport
    let size = 64 << 20
    let server = try LoopbackServer { _, _ in .generated(count: size) }
    defer { server.stop() }
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let destination = folder.url.appendingPathComponent("album.zip")
    let before = residentMiB() ?? 0
    let samples = Recorder<Int>()
    let sampledMiB = Recorder<Int64>()

    let outcome = try await transport.download(
      DownloadRequest(
        request: HTTPRequest(url: server.url("/download")), destination: destination,
        progress: { progress in
          let mebibyte = progress.receivedBytes >> 20
          if sampledMiB.values.last != mebibyte {  // About once per MiB.
            sampledMiB.record(mebibyte)
            samples.record(residentMiB() ?? 0)
          }
        }))

    guard case .saved(_, let bytes) = outcome else {
      Issue.record("expected a saved file, got \(outcome)")
      return
    }
    #expect(bytes == Int64(size))
    let attributes = try FileManager.default.attributesOfItem(atPath: destination.path)
    #expect((attributes[.size] as? NSNumber)?.intValue == size)
    // While 64 MiB go through, the process grows by far less.
    #expect(samples.values.count >= 60)
    let peak = samples.values.max() ?? 0
    #expect(peak - before < 32, "resident before: \(before) MiB, peak: \(peak) MiB")
  }

  @Test(arguments: TransportKind.allCases)
  func missingFolderIsAFileSystemError(_ kind: TransportKind) async throws {
    let transport = kind.transport
    let server = try LoopbackServer { _, _ in .answer(status: 200, body: Data("x".utf8)) }
    defer { server.stop() }
    let destination = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/song.flac")

    let error = await #expect(throws: TransportError.self) {
      try await transport.download(
        DownloadRequest(request: HTTPRequest(url: server.url("/stream")), destination: destination))
    }
    guard case .fileSystem(let path, _) = error else {
      Issue.record("expected a file system error, got \(String(describing: error))")
      return
    }
    #expect(path == destination.path)
  }
}
