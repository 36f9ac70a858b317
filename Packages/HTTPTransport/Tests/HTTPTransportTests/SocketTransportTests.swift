import Foundation
import HTTPTransport
import Testing

/// What only the socket transport promises (reading no further than the limit, its own framing
/// and redirect limits), and what `live()` routes to it. Serialized: two tests count the bytes a
/// server manages to send, which another large exchange would slow down.
@Suite("Socket transport", .serialized)
struct SocketTransportTests {
  let transport = HTTPTransport.sockets()

  @Test(arguments: [true, false])
  func hugeBodyPastTheLimitIsRefusedAfterReadingLittle(announced: Bool) async throws {
    let size = 64 << 20
    let limit = 1 << 20
    let server = try LoopbackServer { _, _ in
      .generated(count: size, announced: announced, paced: false)
    }
    defer { server.stop() }

    let start = ContinuousClock.now
    await #expect(throws: TransportError.bodyTooLarge(limit: limit)) {
      try await transport.send(
        HTTPRequest(url: server.url("/huge"), timeout: .seconds(20), maximumBodySize: limit))
    }
    let elapsed = seconds(since: start)
    // The server sends as fast as the socket takes the bytes: what it managed to send is what
    // the client read, plus what the kernel's socket buffers hold (a few MiB at most).
    try await Task.sleep(for: .milliseconds(300))
    let sent = server.bytesSent
    #expect(sent < 12 << 20, "the server sent \(sent >> 20) MiB of \(size >> 20) MiB")
    // Refused, not timed out: half the 20 s timeout leaves room for a loaded machine (2 s failed).
    #expect(elapsed < 10, "refused after \(elapsed) s")
  }

  @Test func chunkedBodyIsReadWholeAndCutOffOneIsConnectionLost() async throws {
    let chunked =
      "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
      + "4;ext=1\r\nsun \r\n5\r\nrise!\r\n0\r\nX-Trailer: 1\r\n\r\n"
    let server = try LoopbackServer { request, _ in
      request.target == "/whole"
        ? .raw(Data(chunked.utf8))
        : .raw(Data("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n9\r\nsun".utf8))
    }
    defer { server.stop() }

    let response = try await transport.send(HTTPRequest(url: server.url("/whole")))
    #expect(response.body == Data("sun rise!".utf8))
    #expect(response.head.value(forHeader: "x-trailer") == nil)
    await #expect(throws: TransportError.connectionLost(host: "127.0.0.1:\(server.port)")) {
      try await transport.send(HTTPRequest(url: server.url("/cut")))
    }
  }

  @Test(arguments: [false, true])
  func garbageOrOversizedHeadIsAClearErrorWithoutTheURL(oversized: Bool) async throws {
    let garbage = "SSH-2.0-OpenSSH_9.6 /start?p=secret\r\n"
    let filler = String(repeating: "X-Filler: y\r\n", count: 6_000)
    let answer = oversized ? "HTTP/1.1 200 OK\r\nX-Echo: /start?p=secret\r\n" + filler : garbage
    let says = oversized ? "larger than 64 KiB" : "is not valid HTTP/1.1"
    let server = try LoopbackServer { _, _ in .raw(Data(answer.utf8)) }
    defer { server.stop() }

    let error = await #expect(throws: TransportError.self) {
      try await transport.send(
        HTTPRequest(url: server.url("/start?p=secret"), timeout: .seconds(5)))
    }
    guard case .other(let message) = error else {
      Issue.record("expected other, got \(String(describing: error))")
      return
    }
    #expect(message.hasPrefix("127.0.0.1:\(server.port) sent an answer"), "\(message)")
    #expect(message.contains(says), "\(message)")
    #expect(!message.contains("secret"), "\(message)")
  }

  @Test func httpsURLIsAClearErrorAndNothingIsSent() async throws {
    let server = try LoopbackServer { _, _ in .answer(status: 200) }
    defer { server.stop() }
    let url = URL(string: "https://127.0.0.1:\(server.port)/rest?p=secret")!

    let error = await #expect(throws: TransportError.self) {
      try await transport.send(HTTPRequest(url: url))
    }
    #expect(
      error
        == .other(
          "127.0.0.1:\(server.port) is an https address; HTTPTransport.sockets() speaks plain"
            + " http only (HTTPTransport.live() sends https through URLSession)"))
    try await Task.sleep(for: .milliseconds(100))
    #expect(server.requests.isEmpty)
  }

  @Test func requestSaysHostWithPortIdentityCloseAndContentLength() async throws {
    let server = try LoopbackServer { _, _ in .answer(status: 204) }
    defer { server.stop() }

    _ = try await transport.send(
      HTTPRequest(
        method: .post, url: server.url("/rate?id=1"),
        headers: ["X-Client": "sunsonic", "Connection": "keep-alive"],
        body: Data("rating=5".utf8), isIdempotent: false))

    let request = try #require(server.requests.first)
    #expect(request.target == "/rate?id=1")
    #expect(request.headers["host"] == "127.0.0.1:\(server.port)")
    #expect(request.headers["accept-encoding"] == "identity")
    #expect(request.headers["connection"] == "close")
    #expect(request.headers["content-length"] == "8")
    #expect(request.headers["x-client"] == "sunsonic")
    #expect(request.body == Data("rating=5".utf8))
  }

  @Test func redirectsStopAfterFive() async throws {
    let server = try LoopbackServer { _, index in
      .answer(status: 302, headers: ["Location": "/hop\(index + 1)?p=secret"])
    }
    defer { server.stop() }

    await #expect(
      throws: TransportError.other("127.0.0.1:\(server.port) redirected more than 5 times")
    ) {
      try await transport.send(HTTPRequest(url: server.url("/hop0?p=secret")))
    }
    #expect(server.requests.count == 6)
  }

  @Test(arguments: [(303, "GET", ""), (302, "GET", ""), (307, "POST", "x=1"), (308, "POST", "x=1")])
  func redirectAfterPostKeepsOrDropsTheBodyAsURLSessionDoes(
    status: Int, method: String, body: String
  ) async throws {
    let server = try LoopbackServer { request, _ in
      request.target == "/form"
        ? .answer(status: status, headers: ["Location": "/done"])
        : .answer(
          status: 200,
          body: Data("\(request.method) \(String(decoding: request.body, as: UTF8.self))".utf8))
    }
    defer { server.stop() }

    let response = try await transport.send(
      HTTPRequest(
        method: .post, url: server.url("/form"), body: Data("x=1".utf8), isIdempotent: false))

    #expect(String(decoding: response.body, as: UTF8.self) == "\(method) \(body)")
    #expect(server.requests.map(\.method) == ["POST", method])
  }

  @Test func cancellationMidBodyClosesTheConnectionAtOnce() async throws {
    let server = try LoopbackServer { _, _ in
      .drip(body: patternedBytes(1_000), interval: .milliseconds(10))
    }
    defer { server.stop() }

    let transport = transport
    let url = server.url("/drip")
    let task = Task { try await transport.send(HTTPRequest(url: url, timeout: .seconds(20))) }
    #expect(await eventually { server.bytesSent > 100 })
    let cancelledAt = ContinuousClock.now
    task.cancel()
    let result = await task.result
    let elapsed = seconds(since: cancelledAt)
    try await Task.sleep(for: .milliseconds(100))
    let sentAfterClose = server.bytesSent
    try await Task.sleep(for: .milliseconds(200))

    #expect(throws: TransportError.cancelled) { try result.get() }
    #expect(elapsed < 10, "cancelled after \(elapsed) s")  // not the 20 s timeout; load slack
    // One byte every 10 ms: an open connection would have taken about 20 more; a closed one
    // takes at most the one that finds it closed.
    #expect(server.bytesSent - sentAfterClose <= 1)
  }

  @Test(arguments: TransportKind.allCases)
  func redirectToAnotherHostSendsNothingThere(_ kind: TransportKind) async throws {
    let transport = kind.transport
    let elsewhere = try LoopbackServer { _, _ in .answer(status: 200, body: Data("here".utf8)) }
    defer { elsewhere.stop() }
    let server = try LoopbackServer { _, _ in
      .answer(
        status: 307, headers: ["Location": "http://localhost:\(elsewhere.port)/take?p=secret"])
    }
    defer { server.stop() }

    await #expect(
      throws: TransportError.redirectRefused(
        fromHost: "127.0.0.1:\(server.port)", toHost: "localhost:\(elsewhere.port)")
    ) {
      try await transport.send(HTTPRequest(url: server.url("/start?p=secret")))
    }
    try await Task.sleep(for: .milliseconds(100))
    #expect(elsewhere.requests.isEmpty)

    // The other host was there all along, and `localhost` reaches it when asked directly.
    let direct = URL(string: "http://localhost:\(elsewhere.port)/direct")!
    #expect(try await transport.send(HTTPRequest(url: direct)).body == Data("here".utf8))
    #expect(elsewhere.requests.map(\.target) == ["/direct"])
  }

  @Test func liveSendsHTTPThroughSocketsAndHTTPSThroughURLSession() async throws {
    let server = try LoopbackServer { _, _ in .answer(status: 200, body: Data("plain".utf8)) }
    defer { server.stop() }
    let live = HTTPTransport.live()

    let response = try await live.send(HTTPRequest(url: server.url("/plain")))
    #expect(response.body == Data("plain".utf8))
    #expect(server.requests.first?.headers["accept-encoding"] == "identity")

    // The socket transport would refuse the scheme without connecting; URLSession tries, and
    // finds nothing listening.
    let closed = try ClosedPort()
    defer { closed.release() }
    let secure = closed.url("/secure", scheme: "https")
    await #expect(throws: TransportError.unreachable(host: "127.0.0.1:\(closed.port)")) {
      try await live.send(HTTPRequest(url: secure, timeout: .seconds(5)))
    }
  }
}
