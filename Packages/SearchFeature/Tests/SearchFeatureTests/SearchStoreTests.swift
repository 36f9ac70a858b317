import DependencyRegistryTesting
import SearchFeature
import SubsonicClient
import Testing

@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct SearchStoreTests {
  @Test func emptyQueryClearsResultsWithoutARequest() async {
    let store = SearchStore(client: .unimplemented, sleep: { _ in })
    await store.updateQuery("   ")
    #expect(store.state == .idle)
    #expect(store.lastRequest == nil)
  }
}
