import DependencyRegistryTesting
import ServerFeature
import SubsonicClient
import Testing

@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct TokenInfoStoreTests {
  @Test func theKeysOwnerIsLoaded() async {
    var client = SubsonicClient.unimplemented
    client.tokenInfo = { TokenInfo(username: "ada") }
    let store = TokenInfoStore(client: client)
    await store.load(TokenInfoRequest())
    expectEqual(store.state.value, TokenInfo(username: "ada"))
  }

  @Test func aServerWithoutTheExtensionFails() async {
    let store = TokenInfoStore(client: .classicServer(.preview))
    await store.load(TokenInfoRequest())
    guard case .failed(.notSupported(endpoint: "tokenInfo"), false) = store.state else {
      Issue.record("\(store.state)")
      return
    }
  }
}
