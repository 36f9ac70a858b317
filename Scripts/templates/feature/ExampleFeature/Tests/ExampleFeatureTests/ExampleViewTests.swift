import DependencyRegistryTesting
import ExampleFeature
import TerminalScreen
import TerminalScreenTesting
import Testing
import UpstreamClient

/// The view's golden snapshots (`__Snapshots__/ExampleViewTests/`), one per state: its previews.
/// Re-record them with `SUNSONIC_RECORD=1 swift test` in this folder, then read the diff.
@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct ExampleViewTests {
  let request = ExampleRequest(name: "Ada")

  /// What `store` looks like in a 40x4 area.
  func drawn(_ store: ExampleStore) -> ScreenBuffer {
    var buffer = ScreenBuffer(width: 40, height: 4)
    ExampleView(store: store).draw(in: &buffer, area: buffer.area)
    return buffer
  }

  @Test func idle() {
    expectSnapshot(drawn(ExampleStore(client: .preview)), named: "idle")
  }

  @Test func loaded() async {
    let store = ExampleStore(client: .returning("Hello, Ada!"))
    await store.load(request)
    expectSnapshot(drawn(store), named: "loaded")
  }

  @Test func refusedBeforeSending() async {
    let store = ExampleStore(client: .returning("never asked"))
    await store.load(ExampleRequest(name: ""))
    expectSnapshot(drawn(store), named: "refused")
  }

  @Test func aLongGreetingEndsWithAnEllipsis() async {
    let greeting = String(repeating: "Hello! ", count: 20)
    let store = ExampleStore(client: .returning(greeting))
    await store.load(request)
    expectSnapshot(drawn(store), named: "long")
  }
}
