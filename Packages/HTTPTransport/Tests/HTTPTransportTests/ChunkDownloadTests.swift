import DependencyRegistryTesting
import Foundation
import HTTPTransport
import Locking
import Testing

/// Downloads into ``DownloadSink/chunks(_:)``: the body reaches the consumer in order, whole, and
/// as it arrives, over both live transports and the fake one.
@Suite("Live transports: download to a consumer of chunks", .serialized)
struct ChunkDownloadTests {
  struct Full: Error {}

  @Test(arguments: TransportKind.allCases, [0, 1, 70_000, 1_500_000])
  func chunksArriveInOrderAndMakeUpTheBody(_ kind: TransportKind, size: Int) async throws {
    let body = patternedBytes(size)
    let server = try LoopbackServer { _, _ in
      .answer(status: 200, headers: ["Content-Type": "audio/mpeg"], body: body)
    }
    defer { server.stop() }
    let chunks = Recorder<Data>()
    let progress = Recorder<DownloadProgress>()

    let outcome = try await kind.transport.download(
      DownloadRequest(
        request: HTTPRequest(url: server.url("/stream?id=1")),
        sink: .chunks { chunks.record($0) },
        progress: { progress.record($0) }))

    guard case .saved(let head, let bytes) = outcome else {
      Issue.record("expected the whole body, got \(outcome)")
      return
    }
    #expect(head.mediaType == "audio/mpeg")
    #expect(bytes == Int64(size))
    #expect(chunks.values.reduce(Data(), +) == body)
    #expect(chunks.values.allSatisfy { !$0.isEmpty && $0.startIndex == 0 })
    if size > 1 << 20 { #expect(chunks.values.count > 1) }
    let total = Int64(size)
    let reports = progress.values
    #expect(reports.first == DownloadProgress(receivedBytes: 0, expectedBytes: total))
    #expect(reports.last == DownloadProgress(receivedBytes: total, expectedBytes: total))
    #expect(zip(reports, reports.dropFirst()).allSatisfy { $0.receivedBytes <= $1.receivedBytes })
  }

  @Test(arguments: TransportKind.allCases)
  func aThrowingConsumerStopsTheTransferAndClosesTheConnection(
    _ kind: TransportKind
  ) async throws {
    let size = 64 << 20
    let server = try LoopbackServer { _, _ in .generated(count: size) }
    defer { server.stop() }
    let received = Locked<(bytes: Int, callsAfterThrowing: Int, threw: Bool)>((0, 0, false))

    let request = DownloadRequest(
      request: HTTPRequest(url: server.url("/stream"), timeout: .seconds(10)),
      sink: .chunks { chunk in
        try received.withLock { (state) throws(Full) in
          if state.threw { state.callsAfterThrowing += 1 }
          state.bytes += chunk.count
          if state.bytes >= 300_000 {
            state.threw = true
            throw Full()
          }
        }
      })
    await #expect(throws: TransportError.cancelled) {
      try await kind.transport.download(request)
    }

    // The server stops sending soon: its writes fail once the client has closed the connection.
    #expect(
      await eventually(within: .seconds(10)) {
        let before = server.bytesSent
        Thread.sleep(forTimeInterval: 0.2)
        return server.bytesSent == before
      })
    #expect(server.bytesSent < size / 2, "sent \(server.bytesSent) bytes")
    #expect(received.withLock { $0.callsAfterThrowing } == 0)
  }

  @Test(arguments: TransportKind.allCases)
  func aShortBodyFailsAfterHandingOverWhatCame(_ kind: TransportKind) async throws {
    let body = patternedBytes(1_000_000)
    let server = try LoopbackServer { _, _ in
      .short(declared: body.count, body: body.prefix(300_000))
    }
    defer { server.stop() }
    let chunks = Recorder<Data>()

    let request = HTTPRequest(url: server.url("/stream"), timeout: .seconds(5))
    await #expect(throws: TransportError.connectionLost(host: "127.0.0.1:\(server.port)")) {
      try await kind.transport.download(
        DownloadRequest(request: request, sink: .chunks { chunks.record($0) }))
    }
    let handed = chunks.values.reduce(Data(), +)
    #expect(handed.count <= 300_000)
    #expect(body.starts(with: handed))
  }

  @Test(arguments: TransportKind.allCases)
  func aRejectedHeadHandsNothingOver(_ kind: TransportKind) async throws {
    let server = try LoopbackServer { _, _ in
      .answer(status: 404, body: Data("no such song".utf8))
    }
    defer { server.stop() }
    let chunks = Recorder<Data>()

    let outcome = try await kind.transport.download(
      DownloadRequest(
        request: HTTPRequest(url: server.url("/stream")), sink: .chunks { chunks.record($0) }))

    guard case .rejected(let response) = outcome else {
      Issue.record("expected a rejected download, got \(outcome)")
      return
    }
    #expect(response.statusCode == 404 && response.body == Data("no such song".utf8))
    #expect(chunks.values.isEmpty)
  }

  /// A consumer that blocks (a player that is full) holds up its own download only: a request
  /// through the same transport meanwhile is answered.
  @Test(arguments: TransportKind.allCases)
  func aBlockingConsumerDoesNotHoldUpOtherRequests(_ kind: TransportKind) async throws {
    let body = patternedBytes(200_000)
    let server = try LoopbackServer { request, _ in
      request.target == "/ping"
        ? .answer(status: 200, body: Data("pong".utf8))
        : .answer(status: 200, body: body)
    }
    defer { server.stop() }
    let transport = kind.transport
    let state = Locked<(blocked: Bool, released: Bool)>((false, false))
    let chunks = Recorder<Data>()

    let download = Task {
      try await transport.download(
        DownloadRequest(
          request: HTTPRequest(url: server.url("/stream"), timeout: .seconds(10)),
          sink: .chunks { chunk in
            state.withLock { $0.blocked = true }
            let deadline = ContinuousClock.now.advanced(by: .seconds(8))
            while !state.withLock({ $0.released }), ContinuousClock.now < deadline {
              Thread.sleep(forTimeInterval: 0.005)
            }
            chunks.record(chunk)
          }))
    }
    #expect(await eventually { state.withLock { $0.blocked } })
    let pong = try await transport.send(
      HTTPRequest(url: server.url("/ping"), timeout: .seconds(3)))
    state.withLock { $0.released = true }

    #expect(pong.body == Data("pong".utf8))
    guard case .saved(_, let bytes) = try await download.value else {
      Issue.record("expected the whole body")
      return
    }
    #expect(bytes == 200_000)
    #expect(chunks.values.reduce(Data(), +) == body)
  }

  /// The timeout is the server's silence: a consumer that holds a chunk longer (a paused player
  /// reading a pipe) does not end the download.
  @Test(arguments: TransportKind.allCases)
  func aConsumerSlowerThanTheTimeoutIsNotATimeout(_ kind: TransportKind) async throws {
    let body = patternedBytes(300_000)
    let server = try LoopbackServer { _, _ in .answer(status: 200, body: body) }
    defer { server.stop() }
    let chunks = Recorder<Data>()
    let outcome = try await kind.transport.download(
      DownloadRequest(
        request: HTTPRequest(url: server.url("/stream"), timeout: .milliseconds(300)),
        sink: .chunks { chunk in
          if chunks.values.isEmpty { Thread.sleep(forTimeInterval: 0.9) }  // three timeouts
          chunks.record(chunk)
        }))
    guard case .saved(_, let bytes) = outcome else {
      Issue.record("expected the whole body, got \(outcome)")
      return
    }
    #expect(bytes == 300_000)
    #expect(chunks.values.reduce(Data(), +) == body)
  }

  /// The fake transport hands an accepted body over in chunks of at most 64 KiB, and a consumer
  /// that throws ends it with `cancelled`.
  @Test func theFakeTransportHandsTheBodyOverInChunks() async throws {
    let body = patternedBytes(200_000)
    let transport = HTTPTransport.fake { _ in HTTPResponse(statusCode: 200, body: body) }
    let chunks = Recorder<Data>()
    let request = HTTPRequest(url: URL(string: "http://h/stream")!)

    let outcome = try await transport.download(
      DownloadRequest(request: request, sink: .chunks { chunks.record($0) }))

    #expect(outcome == .saved(HTTPResponseHead(statusCode: 200, headers: [:]), bytes: 200_000))
    #expect(chunks.values.map(\.count) == [65_536, 65_536, 65_536, 3_392])
    #expect(chunks.values.reduce(Data(), +) == body)
    await #expect(throws: TransportError.cancelled) {
      try await transport.download(
        DownloadRequest(request: request, sink: .chunks { _ in throw Full() }))
    }
  }
}
