import DependencyRegistry
import DependencyRegistryTesting
import Testing

@Suite(.dependencies)
struct UnimplementedEndpointTests {
  @Test func callingAnUnimplementedEndpointRecordsAnIssueNamingIt() async {
    await withKnownIssue {
      _ = try? await DependencyValues.current.greetingClient.greet("Ada")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("GreetingClient.greet is unimplemented") }
    }
  }

  @Test func theErrorDescriptionNamesTheEndpoint() {
    let error = UnimplementedEndpoint(endpoint: "SuntimesClient.fetchSunrise")
    #expect(
      error.description
        == "SuntimesClient.fetchSunrise is unimplemented: override it in this test"
    )
  }
}
