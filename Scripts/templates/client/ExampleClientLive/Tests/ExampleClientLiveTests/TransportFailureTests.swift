import ExampleClient
import ExampleClientLive
import Foundation
import HTTPTransport
import Testing

/// Failures below the service, as Example errors.
struct TransportFailureTests {
  @Test(arguments: [
    (
      TransportError.unreachable(host: "example.invalid"),
      ExampleError.unreachable("nothing answered at example.invalid")
    ),
    (.timedOut(seconds: 7.5), .timedOut(seconds: 7.5)),
    (.cancelled, .cancelled),
    (
      .connectionLost(host: "example.invalid"),
      .unreachable(
        "the connection to example.invalid was lost before the answer was complete")
    ),
    (.other("TLS handshake failed"), .unreachable("TLS handshake failed")),
  ])
  func transportErrorMapsToExampleError(
    transportError: TransportError, expected: ExampleError
  ) async {
    let client = ExampleClient.live(transport: .fake { _ in throw transportError })
    await #expect(throws: expected) { try await client.fetchGreeting("Ada") }
  }

  @Test func cancellationErrorFromATransportIsCancelled() async {
    let client = ExampleClient.live(transport: .fake { _ in throw CancellationError() })
    await #expect(throws: ExampleError.cancelled) { try await client.fetchGreeting("Ada") }
  }

  @Test func foreignErrorIsUnreachableAndNamedByTypeOnly() async {
    let url = URL(string: "https://example.invalid/api/greeting?token=SECRET")!
    let foreign = URLError(.badServerResponse, userInfo: [NSURLErrorFailingURLErrorKey: url])
    let client = ExampleClient.live(transport: .fake { _ in throw foreign })
    let error = await #expect(throws: ExampleError.self) {
      try await client.fetchGreeting("Ada")
    }
    #expect(error == .unreachable("the transport failed with URLError"))
    #expect(error?.description.contains("SECRET") == false)
  }
}
