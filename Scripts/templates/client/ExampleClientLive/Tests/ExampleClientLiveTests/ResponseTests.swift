import ExampleClient
import ExampleClientLive
import Foundation
import HTTPTransport
import Testing

/// Decoding answers, and answers that are not the service's JSON.
struct ResponseTests {
  private func greeting(answering response: HTTPResponse) async throws -> String {
    let client = ExampleClient.live(transport: .fake { _ in response })
    return try await client.fetchGreeting("Ada")
  }

  @Test func decodesTheGreeting() async throws {
    let answer = Answer.json(#"{"greeting":"Hello, Ada!","extra":1}"#)
    #expect(try await greeting(answering: answer) == "Hello, Ada!")
  }

  @Test(arguments: [400, 404, 500, 503])
  func anErrorStatusIsHTTPStatus(status: Int) async {
    await #expect(throws: ExampleError.httpStatus(status)) {
      try await greeting(answering: Answer.json(#"{"error":"nope"}"#, status: status))
    }
  }

  @Test func anHTMLPageIsUnexpected() async {
    await #expect(throws: ExampleError.httpStatus(502)) {
      try await greeting(answering: Answer.html(status: 502))
    }
    let page = HTTPResponse(
      statusCode: 200, headers: ["Content-Type": "text/html"], body: Data("<html/>".utf8))
    let expected = ExampleError.unexpectedResponse(statusCode: 200, found: "an HTML page")
    await #expect(throws: expected) {
      try await greeting(answering: page)
    }
  }

  @Test(arguments: [
    ("", "an empty body"),
    (" \n\t", "an empty body"),
    (#"{"greeting":"#, "JSON that is not a greeting"),
    (#"{"greeting":7}"#, "JSON that is not a greeting"),
    (#"["Hello"]"#, "JSON that is not a greeting"),
    ("Service Unavailable", "text that is not JSON"),
  ])
  func aBodyThatIsNotAGreetingIsUnexpected(body: String, found: String) async {
    await #expect(throws: ExampleError.unexpectedResponse(statusCode: 200, found: found)) {
      try await greeting(answering: Answer.json(body))
    }
  }
}
