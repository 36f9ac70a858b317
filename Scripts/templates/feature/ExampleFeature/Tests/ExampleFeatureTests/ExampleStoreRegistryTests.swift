import DependencyRegistry
import DependencyRegistryTesting
import ExampleFeature
import Testing
import UpstreamClient

@MainActor
struct ExampleStoreRegistryTests {
  let request = ExampleRequest(name: "Ada")

  @Test(.dependencies { $0.upstreamClient = .returning("Hi, Ada.") })
  func storeReadsTheClientFromTheRegistryWhenNoneIsPassed() async {
    let store = ExampleStore()
    await store.load(request)
    expectEqual(store.state, .loaded("Hi, Ada."))
  }

  @Test(.dependencies)
  func plainTestContextGivesTheStoreTheUnimplementedClient() async {
    let store = ExampleStore()
    await withKnownIssue {
      await store.load(request)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("UpstreamClient.fetchGreeting is unimplemented")
      }
    }
    guard case .failed(.unreachable(let reason), _) = store.state else {
      Issue.record("expected a failed state, got \(store.state)")
      return
    }
    #expect(reason.contains("UpstreamClient.fetchGreeting is unimplemented"))
  }

  @Test(.dependencies)
  func storeReadsTheRegistryOnceAtInit() async {
    let store = withDependencies {
      $0.upstreamClient = .returning("Hi, Ada.")
    } operation: {
      ExampleStore()
    }
    // Outside the scope the registry holds the unimplemented client; the store kept its own.
    await store.load(request)
    expectEqual(store.state, .loaded("Hi, Ada."))
  }
}
