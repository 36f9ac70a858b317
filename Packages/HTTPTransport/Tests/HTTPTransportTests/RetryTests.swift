import DependencyRegistryTesting
import Foundation
import HTTPTransport
import Locking
import Testing

@Suite("Retrying transport")
struct RetryTests {
  let sleeps = Recorder<Duration>()

  /// A policy that records its waits instead of waiting, with no jitter.
  func policy(maxAttempts: Int = 3, now: Date = Date()) -> RetryPolicy {
    let sleeps = sleeps
    return RetryPolicy(
      maxAttempts: maxAttempts, jitter: 0, sleep: { sleeps.record($0) }, now: { now })
  }

  @Test func retriesIdempotentReadOn503HonouringRetryAfter() async throws {
    let server = try LoopbackServer { _, index in
      index == 0
        ? .answer(status: 503, headers: ["Retry-After": "2"], body: Data("busy".utf8))
        : .answer(status: 200, body: Data("ok".utf8))
    }
    defer { server.stop() }
    let transport = HTTPTransport.urlSession().retrying(policy())

    let response = try await transport.send(HTTPRequest(url: server.url("/ping")))

    #expect(response.statusCode == 200)
    #expect(response.body == Data("ok".utf8))
    #expect(sleeps.values == [.seconds(2)])
    #expect(server.requests.count == 2)
  }

  @Test func neverRetriesAWrite() async throws {
    let server = try LoopbackServer { _, _ in .answer(status: 503, headers: ["Retry-After": "1"]) }
    defer { server.stop() }
    let transport = HTTPTransport.urlSession().retrying(policy())

    let request = HTTPRequest(
      method: .post, url: server.url("/scrobble"), body: Data("id=1".utf8), isIdempotent: false)
    let response = try await transport.send(request)

    #expect(response.statusCode == 503)
    #expect(server.requests.count == 1)
    #expect(sleeps.values.isEmpty)
  }

  @Test func givesUpAfterMaxAttempts() async throws {
    let server = try LoopbackServer { _, index in
      .answer(status: 502, body: Data("attempt \(index)".utf8))
    }
    defer { server.stop() }
    let transport = HTTPTransport.urlSession().retrying(policy())

    let response = try await transport.send(HTTPRequest(url: server.url("/ping")))

    #expect(response.statusCode == 502)
    #expect(response.body == Data("attempt 2".utf8))  // The last answer.
    #expect(server.requests.count == 3)
    #expect(sleeps.values == [.milliseconds(250), .milliseconds(500)])
  }

  @Test func neverRetriesATimeout() async throws {
    let server = try LoopbackServer { _, _ in .stall }
    defer { server.stop() }
    let transport = HTTPTransport.urlSession().retrying(policy())

    await #expect(throws: TransportError.timedOut(seconds: 0.3)) {
      try await transport.send(HTTPRequest(url: server.url("/stall"), timeout: .milliseconds(300)))
    }
    #expect(server.requests.count == 1)
    #expect(sleeps.values.isEmpty)
  }

  @Test func retriesARefusedConnectionThenGivesUp() async throws {
    let closed = try ClosedPort()
    defer { closed.release() }
    let transport = HTTPTransport.urlSession().retrying(policy())

    await #expect(throws: TransportError.unreachable(host: "127.0.0.1:\(closed.port)")) {
      try await transport.send(HTTPRequest(url: closed.url("/")))
    }
    #expect(sleeps.values == [.milliseconds(250), .milliseconds(500)])
  }

  @Test(arguments: [TransportError.unreachable(host: "h"), .connectionLost(host: "h")])
  func retriesConnectionFailures(failure: TransportError) async throws {
    let attempts = Recorder<Duration>()
    let transport = HTTPTransport.fake { request in
      attempts.record(request.timeout)
      if attempts.values.count < 3 { throw failure }
      return HTTPResponse(statusCode: 200)
    }.retrying(policy())

    let response = try await transport.send(
      HTTPRequest(url: URL(string: "http://h/")!, timeout: .seconds(10)))

    #expect(response.statusCode == 200)
    #expect(sleeps.values == [.milliseconds(250), .milliseconds(500)])
    // Each attempt gets what is left of the budget after the waits before it.
    let budgets = attempts.values
    #expect(budgets.count == 3)
    #expect(budgets[0] == .seconds(10))
    #expect(budgets[1] <= .milliseconds(9_750) && budgets[1] > .milliseconds(9_500))
    #expect(budgets[2] <= .milliseconds(9_250) && budgets[2] > .milliseconds(9_000))
  }

  @Test(arguments: [TransportError.cancelled, .bodyTooLarge(limit: 1), .other("boom")])
  func neverRetriesOtherFailures(failure: TransportError) async throws {
    let attempts = Recorder<Int>()
    let transport = HTTPTransport.fake { _ in
      attempts.record(1)
      throw failure
    }.retrying(policy())

    await #expect(throws: failure) {
      try await transport.send(HTTPRequest(url: URL(string: "http://h/")!))
    }
    #expect(attempts.values.count == 1)
    #expect(sleeps.values.isEmpty)
  }

  @Test(arguments: [400, 404, 500, 501])
  func neverRetriesOtherStatuses(status: Int) async throws {
    let attempts = Recorder<Int>()
    let transport = HTTPTransport.fake { _ in
      attempts.record(1)
      return HTTPResponse(statusCode: status)
    }.retrying(policy())

    #expect(
      try await transport.send(HTTPRequest(url: URL(string: "http://h/")!)).statusCode == status)
    #expect(attempts.values.count == 1)
  }

  @Test func retryAfterPastTheBudgetReturnsTheAnswer() async throws {
    let attempts = Recorder<Int>()
    let transport = HTTPTransport.fake { _ in
      attempts.record(1)
      return HTTPResponse(statusCode: 429, headers: ["Retry-After": "60"])
    }.retrying(policy())

    let request = HTTPRequest(url: URL(string: "http://h/")!, timeout: .seconds(30))
    #expect(try await transport.send(request).statusCode == 429)
    #expect(attempts.values.count == 1)
    #expect(sleeps.values.isEmpty)
  }

  @Test func retryAfterAsAnHTTPDate() async throws {
    let now = Date(timeIntervalSince1970: 1_445_412_450)  // Wed, 21 Oct 2015 07:27:30 GMT.
    let attempts = Recorder<Int>()
    let transport = HTTPTransport.fake { _ in
      attempts.record(1)
      return attempts.values.count == 1
        ? HTTPResponse(statusCode: 503, headers: ["Retry-After": "Wed, 21 Oct 2015 07:28:00 GMT"])
        : HTTPResponse(statusCode: 200)
    }.retrying(policy(now: now))

    let request = HTTPRequest(url: URL(string: "http://h/")!, timeout: .seconds(60))
    #expect(try await transport.send(request).statusCode == 200)
    #expect(sleeps.values == [.seconds(30)])
    #expect(RetryPolicy.retryAfter("Wed, 21 Oct 2015 07:27:00 GMT", now: now) == .zero)
    #expect(RetryPolicy.retryAfter("  7 ", now: now) == .seconds(7))
    #expect(RetryPolicy.retryAfter("soon", now: now) == nil)
  }

  @Test func cancelledWaitThrowsCancelled() async throws {
    let transport = HTTPTransport.fake { _ in HTTPResponse(statusCode: 503) }
      .retrying(RetryPolicy(sleep: { _ in throw CancellationError() }))

    await #expect(throws: TransportError.cancelled) {
      try await transport.send(HTTPRequest(url: URL(string: "http://h/")!))
    }
  }

  @Test func backoffDoublesWithinJitterAndCap() async throws {
    let sleeps = sleeps
    let policy = RetryPolicy(
      maxAttempts: 5, baseDelay: .milliseconds(250), maximumDelay: .seconds(1), jitter: 0.5,
      sleep: { sleeps.record($0) })
    #expect(policy.backoff(afterAttempt: 1) == .milliseconds(250))
    #expect(policy.backoff(afterAttempt: 2) == .milliseconds(500))
    #expect(policy.backoff(afterAttempt: 3) == .seconds(1))
    #expect(policy.backoff(afterAttempt: 9) == .seconds(1))

    let transport = HTTPTransport.fake { _ in HTTPResponse(statusCode: 504) }.retrying(policy)
    #expect(try await transport.send(HTTPRequest(url: URL(string: "http://h/")!)).statusCode == 504)
    let waits = sleeps.values
    #expect(waits.count == 4)
    for (attempt, wait) in zip(1..., waits) {
      let nominal = policy.backoff(afterAttempt: attempt)
      #expect(wait >= nominal / 2 && wait <= nominal, "wait \(attempt): \(wait)")
    }
  }

  @Test func downloadsAreNotRetried() async throws {
    let attempts = Recorder<Int>()
    let transport = HTTPTransport(
      send: { _ in HTTPResponse(statusCode: 200) },
      download: { _ in
        attempts.record(1)
        throw TransportError.connectionLost(host: "h")
      }
    ).retrying(policy())

    let request = DownloadRequest(
      request: HTTPRequest(url: URL(string: "http://h/")!),
      destination: URL(fileURLWithPath: "/nonexistent/x"))
    await #expect(throws: TransportError.connectionLost(host: "h")) {
      try await transport.download(request)
    }
    #expect(attempts.values.count == 1)
  }
}
