import DependencyRegistry
import DependencyRegistryTesting
import ExampleClient
import Testing

@Suite(.dependencies)
struct ExampleClientValuesTests {
  @Test func testValueFailsTheTestNamingTheEndpoint() async {
    let client = DependencyValues.current.exampleClient
    await withKnownIssue {
      await #expect(throws: UnimplementedEndpoint(endpoint: "ExampleClient.fetchGreeting")) {
        try await client.fetchGreeting("Ada")
      }
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("ExampleClient.fetchGreeting is unimplemented")
      }
    }
  }

  @Test func previewIsDeterministic() async throws {
    let client = ExampleClient.preview
    #expect(try await client.fetchGreeting("Ada") == "Hello, Ada!")
    #expect(try await client.fetchGreeting("Ada") == "Hello, Ada!")
    #expect(try await client.fetchGreeting("") == "Hello, world!")
  }

  @Test func previewContextReadsThePreviewValue() async throws {
    let values = DependencyValues(context: .preview)
    #expect(try await values.exampleClient.fetchGreeting("Ada") == "Hello, Ada!")
    #expect(!values.isSet(ExampleClientKey.self))
  }

  @Test func buildersAnswerAndFail() async throws {
    #expect(try await ExampleClient.returning("hi").fetchGreeting("Ada") == "hi")
    await #expect(throws: ExampleError.httpStatus(503)) {
      try await ExampleClient.failing(.httpStatus(503)).fetchGreeting("Ada")
    }
    let offline = ExampleError.unreachable("preview: the network is switched off")
    await #expect(throws: offline) {
      try await ExampleClient.previewFailing.fetchGreeting("Ada")
    }
  }

  @Test(arguments: [
    (ExampleError.invalidArgument("the name is empty"), false),
    (.httpStatus(404), false),
    (.httpStatus(503), true),
    (.unexpectedResponse(statusCode: 200, found: "an HTML page"), false),
    (.unexpectedResponse(statusCode: 502, found: "an HTML page"), true),
    (.unreachable("nothing answered"), true),
    (.timedOut(seconds: 30), true),
    (.cancelled, true),
  ])
  func retryAdviceFollowsTheCause(error: ExampleError, isRetryable: Bool) {
    #expect(error.isRetryable == isRetryable)
    #expect(!error.description.isEmpty)
    #expect(!error.description.contains("\n"))
  }

  @Test func wrappingKeepsItsOwnErrorsAndNamesAnyOther() {
    struct BrokenClientError: Error {}
    #expect(ExampleError.wrapping(ExampleError.httpStatus(503)) == .httpStatus(503))
    #expect(ExampleError.wrapping(CancellationError()) == .cancelled)
    guard case .unreachable(let reason) = ExampleError.wrapping(BrokenClientError()) else {
      Issue.record("expected an unreachable error")
      return
    }
    #expect(reason.contains("BrokenClientError"))
  }

  @Test func descriptionsNameTheServiceAndTheCause() {
    #expect(
      ExampleError.httpStatus(404).description == "the Example service answered HTTP 404")
    #expect(
      ExampleError.timedOut(seconds: 7.5).description
        == "the Example service gave no complete answer within 7.5 s")
    #expect(
      ExampleError.unexpectedResponse(statusCode: 502, found: "an HTML page").description
        == "the Example service answered HTTP 502 with an HTML page, not its JSON")
  }
}
