import ExampleClient
import ExampleClientLive
import Foundation
import HTTPTransport
import Testing

/// The request the client sends.
struct RequestTests {
  private func sentRequest(
    baseURL: URL = ExampleAPI.defaultBaseURL,
    name: String = "Ada",
    timeout: Duration = .seconds(30)
  ) async throws -> HTTPRequest {
    let log = RequestLog()
    let client = ExampleClient.live(
      baseURL: baseURL,
      transport: log.transport { _ in Answer.json(#"{"greeting":"Hello, Ada!"}"#) },
      timeout: timeout)
    _ = try await client.fetchGreeting(name)
    #expect(log.requests.count == 1)
    return try #require(log.requests.first)
  }

  @Test func requestIsAGetOfGreetingWithTheName() async throws {
    let request = try await sentRequest(timeout: .seconds(12))
    #expect(request.method == .get)
    #expect(request.url.absoluteString == "https://example.invalid/api/greeting?name=Ada")
    #expect(request.headers["Accept"] == "application/json")
    #expect(request.timeout == .seconds(12))
    #expect(request.isIdempotent)
  }

  @Test func theNameIsPercentEncodedWhole() async throws {
    let request = try await sentRequest(name: "Ada & Bob+1=2 ü")
    #expect(request.url.query == "name=Ada%20%26%20Bob%2B1%3D2%20%C3%BC")
  }

  @Test func queryOfTheBaseURLIsKeptAndTheNameReplaced() async throws {
    let base = try #require(URL(string: "http://127.0.0.1:8080/v1/?key=a%2Fb&name=old"))
    let request = try await sentRequest(baseURL: base)
    #expect(request.url.absoluteString == "http://127.0.0.1:8080/v1/greeting?key=a%2Fb&name=Ada")
  }

  @Test func anEmptyNameIsRefusedBeforeAnythingIsSent() async {
    let log = RequestLog()
    let client = ExampleClient.live(transport: log.transport { _ in Answer.json("{}") })
    await #expect(throws: ExampleError.invalidArgument("the name is empty")) {
      try await client.fetchGreeting("")
    }
    #expect(log.requests.isEmpty)
  }
}
