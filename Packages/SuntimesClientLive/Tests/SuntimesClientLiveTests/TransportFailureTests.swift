import Foundation
import HTTPTransport
import SuntimesClient
import SuntimesClientLive
import Testing

/// Failures below the API, as Suntimes errors.
struct TransportFailureTests {
  @Test(arguments: [
    (
      TransportError.unreachable(host: "api.sunrise-sunset.org"),
      SuntimesError.unreachable("nothing answered at api.sunrise-sunset.org")
    ),
    (.timedOut(seconds: 7.5), .timedOut(seconds: 7.5)),
    (.cancelled, .cancelled),
    (
      .connectionLost(host: "api.sunrise-sunset.org"),
      .unreachable(
        "the connection to api.sunrise-sunset.org was lost before the answer was complete")
    ),
    (
      .bodyTooLarge(limit: 16 << 20),
      .unreachable("the answer passed 16 MiB, far more than the API sends: is the address right?")
    ),
    (
      .bodyTooLarge(limit: 1000),
      .unreachable(
        "the answer passed 1000 bytes, far more than the API sends: is the address right?")
    ),
    (
      .redirectRefused(fromHost: "api.sunrise-sunset.org", toHost: "login.example"),
      .unreachable(
        "api.sunrise-sunset.org redirected to another host, login.example, which was not"
          + " followed: use the final address")
    ),
    (
      .fileSystem(path: "/tmp/x", reason: "disk full"),
      .unreachable("a file could not be written: disk full")
    ),
    (.other("TLS handshake failed"), .unreachable("TLS handshake failed")),
  ])
  func transportErrorMapsToSuntimesError(
    transportError: TransportError, expected: SuntimesError
  ) async {
    let client = SuntimesClient.live(transport: .fake { _ in throw transportError })
    await #expect(throws: expected) {
      try await client.fetchSolarDay(Sample.toronto, Sample.midsummer)
    }
  }

  @Test func cancellationErrorFromATransportIsCancelled() async {
    let client = SuntimesClient.live(transport: .fake { _ in throw CancellationError() })
    await #expect(throws: SuntimesError.cancelled) {
      try await client.fetchSunrise(Sample.toronto, Sample.midsummer)
    }
  }

  @Test func foreignErrorIsUnreachableAndNamedByTypeOnly() async {
    let url = URL(string: "https://api.sunrise-sunset.org/json?token=SECRET")!
    let foreign = URLError(.badServerResponse, userInfo: [NSURLErrorFailingURLErrorKey: url])
    let client = SuntimesClient.live(transport: .fake { _ in throw foreign })
    let error = await #expect(throws: SuntimesError.self) {
      try await client.fetchSunset(Sample.toronto, Sample.midsummer)
    }
    #expect(error == .unreachable("the transport failed with URLError"))
    #expect(error?.description.contains("SECRET") == false)
  }
}
