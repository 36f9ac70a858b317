import DependencyRegistry
import DependencyRegistryTesting
import Testing

@Suite(.dependencies)
struct DependencyValuesTests {
  @Test func testContextReadsTheTestValueWhenUnset() async throws {
    await withKnownIssue {
      await #expect(throws: UnimplementedEndpoint(endpoint: "GreetingClient.greet")) {
        try await DependencyValues.current.greetingClient.greet("Ada")
      }
    }
  }

  @Test func previewContextReadsThePreviewValueWhenUnset() async throws {
    let values = DependencyValues(context: .preview)
    let greeting = try await values.greetingClient.greet("Ada")
    #expect(greeting == "Hello, Ada (preview)")
  }

  @Test func setValueWinsOverTheContextDefault() async throws {
    var values = DependencyValues(context: .preview)
    values.greetingClient = .constant("set")
    #expect(try await values.greetingClient.greet("Ada") == "set")
    #expect(values.isSet(GreetingClientKey.self))
    #expect(!DependencyValues(context: .preview).isSet(GreetingClientKey.self))
  }

  @Test func liveContextReportsAnUnwiredKeyByName() async throws {
    let collector = ReportCollector()
    let values = DependencyValues(context: .live)
    let client = await collector.collect { values.greetingClient }
    #expect(collector.reports.count == 1)
    #expect(collector.reports.first?.contains("GreetingClientKey has no live value") == true)
    // The answer is the failing test value, never a preview value that would hide the gap.
    let error = await collector.collect {
      await #expect(throws: UnimplementedEndpoint.self) { try await client.greet("Ada") }
    }
    #expect(error?.endpoint == "GreetingClient.greet")
  }

  @Test func liveContextReadsAWiredKeyWithoutReporting() async throws {
    let collector = ReportCollector()
    var values = DependencyValues(context: .live)
    values.greetingClient = .constant("live")
    let greeting = try await collector.collect { try await values.greetingClient.greet("Ada") }
    #expect(greeting == "live")
    #expect(collector.reports.isEmpty)
  }
}
