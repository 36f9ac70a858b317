import Foundation
import HTTPTransport
import SuntimesClient
import SuntimesClientLive
import Testing

/// Reading the API's JSON is part of the request's time budget, as the exchange is.
struct DecodeBudgetTests {
  @Test func anAnswerThatArrivesAfterTheBudgetIsATimeoutWhileItIsRead() async {
    let numbers = Array(repeating: "1.5e-300", count: 20_000).joined(separator: ",")
    let body = Data((#"{"status":"OK","results":{"x":["# + numbers + "]}}").utf8)
    let client = SuntimesClient.live(
      transport: .fake { _ in
        try await Task.sleep(for: .milliseconds(300))  // the transport used the whole budget
        return HTTPResponse(statusCode: 200, body: body)
      }, timeout: .milliseconds(200))
    await #expect(throws: SuntimesError.timedOut(seconds: 0.2)) {
      _ = try await client.fetchSolarDay(Sample.toronto, Sample.midsummer)
    }
  }
}
