import Foundation
import HTTPTransport
import StationStreamClient
import StationStreamClientLive
import Testing

/// Failures below the station, as its errors.
struct TransportFailureTests {
  @Test(arguments: [
    (
      TransportError.unreachable(host: "radio.invalid"),
      StationStreamError.unreachable("nothing answered at radio.invalid")
    ),
    (.timedOut(seconds: 7.5), .timedOut(seconds: 7.5)),
    (.cancelled, .cancelled),
    (
      .connectionLost(host: "radio.invalid"),
      .unreachable(
        "the connection to radio.invalid was lost before the answer was complete")
    ),
    (.other("TLS handshake failed"), .unreachable("TLS handshake failed")),
    (
      .redirectRefused(fromHost: "radio.invalid", toHost: "cdn.invalid"),
      .unreachable(
        "it redirected to another host, cdn.invalid, which is not followed: give the station"
          + " that address")
    ),
  ])
  func transportErrorMapsToStationStreamError(
    transportError: TransportError, expected: StationStreamError
  ) async {
    let client = StationStreamClient.live(transport: .fake { _ in throw transportError })
    await #expect(throws: expected) { _ = try await client.listen(Listen.station) { _ in } }
  }

  @Test func cancellationErrorFromATransportIsCancelled() async {
    let client = StationStreamClient.live(transport: .fake { _ in throw CancellationError() })
    await #expect(throws: StationStreamError.cancelled) {
      _ = try await client.listen(Listen.station) { _ in }
    }
  }

  @Test func foreignErrorIsUnreachableAndNamedByTypeOnly() async {
    let url = URL(string: "https://radio.invalid/live.mp3?token=SECRET")!
    let foreign = URLError(.badServerResponse, userInfo: [NSURLErrorFailingURLErrorKey: url])
    let client = StationStreamClient.live(transport: .fake { _ in throw foreign })
    let error = await #expect(throws: StationStreamError.self) {
      _ = try await client.listen(Listen.station) { _ in }
    }
    #expect(error == .unreachable("the transport failed with URLError"))
    #expect(error?.description.contains("SECRET") == false)
  }
}
