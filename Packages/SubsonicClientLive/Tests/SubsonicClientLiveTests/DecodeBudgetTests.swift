import Foundation
import HTTPTransport
import SubsonicClient
import Testing

@testable import SubsonicClientLive

/// Reading an answer's JSON is part of the request's time budget and stops when its task is
/// cancelled, as the exchange does.
struct DecodeBudgetTests {
  /// A valid envelope holding `count` numbers: many more values than one check interval.
  private static func envelope(count: Int) -> HTTPResponse {
    let numbers = Array(repeating: "1.5e-300", count: count).joined(separator: ",")
    let body = #"{"subsonic-response":{"status":"ok","version":"1.16.1","x":["# + numbers + "]}}"
    return HTTPResponse(
      statusCode: 200, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
  }

  @Test func anAnswerThatArrivesAfterTheBudgetIsATimeoutWhileItIsRead() async {
    let response = Self.envelope(count: 20_000)
    let (client, _) = Harness.client(timeout: .milliseconds(200)) { _ in
      Thread.sleep(forTimeInterval: 0.3)  // the transport used the whole budget
      return response
    }
    #expect(await subsonicError { _ = try await client.ping() } == .timedOut(seconds: 0.2))
  }

  /// The same refusal as for an answer over the real 128 MiB (the end-to-end tests send one to
  /// the binary), at a limit small enough to reach in milliseconds under the thread sanitizer.
  @Test func aTreeOverTheParsersLimitIsAnUnexpectedAnswer() {
    let body = "[" + String(repeating: "{},", count: 9_999) + "{}]"
    let response = HTTPResponse(statusCode: 200, body: Data(body.utf8))
    #expect(
      throws: SubsonicError.unexpectedResponse(
        statusCode: 200, found: "JSON too large to hold (over 65536 bytes as a tree)")
    ) {
      try SubsonicResponse.envelope(
        from: response, endpoint: .ping, redactor: CredentialRedactor(secrets: []),
        maximumTreeSize: 64 * 1_024)
    }
  }
}
