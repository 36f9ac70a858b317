import Foundation
import HTTPTransport
import SubsonicClient
import Testing

/// Failures below the API, as Subsonic errors.
struct TransportFailureTests {
  private struct StrangeError: Error, CustomStringConvertible {
    var description: String { "failed for http://127.0.0.1:4040/rest/ping?u=alice&p=enc:0000" }
  }

  @Test(arguments: [
    (
      TransportError.unreachable(host: "127.0.0.1:4040"),
      SubsonicError.unreachable("nothing answered at 127.0.0.1:4040")
    ),
    (.timedOut(seconds: 30), .timedOut(seconds: 30)),
    (.cancelled, .cancelled),
    (
      .connectionLost(host: "127.0.0.1:4040"),
      .unreachable("the connection to 127.0.0.1:4040 was lost before the answer was complete")
    ),
    (
      .bodyTooLarge(limit: 16 << 20),
      .unreachable("the answer passed 16 MiB, the most the client reads into memory")
    ),
    (
      .redirectRefused(fromHost: "music.example.org", toHost: "evil.example.net"),
      .unreachable(
        "music.example.org redirected to another host, evil.example.net; not followed, so that"
          + " credentials are not sent there: use the final address as the server URL")
    ),
    (
      .fileSystem(path: "/tmp/x.mp3", reason: "No space left on device"),
      .fileSystem(path: "/tmp/x.mp3", reason: "No space left on device")
    ),
    (.other("the secure connection failed"), .unreachable("the secure connection failed")),
  ])
  func transportErrorsMapToSubsonicErrors(failure: TransportError, expected: SubsonicError) async {
    let (client, _) = Harness.client { _ in throw failure }
    #expect(await subsonicError { _ = try await client.ping() } == expected)
  }

  @Test func otherErrorsAreNamedByTheirTypeOnly() async {
    let (client, _) = Harness.client { _ in throw StrangeError() }
    #expect(
      await subsonicError { _ = try await client.ping() }
        == .unreachable("the transport failed with StrangeError"))
    let (cancelling, _) = Harness.client { _ in throw CancellationError() }
    #expect(await subsonicError { _ = try await cancelling.ping() } == .cancelled)
  }

  @Test func cancellingTheTaskCancelsTheCall() async throws {
    let waiting = HTTPTransport.fake { _ in
      do {
        try await Task.sleep(for: .seconds(30))
      } catch {
        throw TransportError.cancelled
      }
      return try Fixture.response("ping.json")
    }
    let live = SubsonicClient.live(
      server: Harness.loopback, credentials: .apiKey(Secret.apiKey), transport: waiting)
    let task = Task { try await live.ping() }
    try await Task.sleep(for: .milliseconds(50))
    task.cancel()
    let result = await task.result
    guard case .failure(let error as SubsonicError) = result else {
      Issue.record("expected a SubsonicError, got \(result)")
      return
    }
    #expect(error == .cancelled)
  }

  @Test func aTimeoutIsNotFollowedByAPasswordRetry() async {
    let (client, log) = Harness.client { _ in throw TransportError.timedOut(seconds: 5) }
    #expect(await subsonicError { _ = try await client.ping() } == .timedOut(seconds: 5))
    #expect(log.count == 1)
  }
}
