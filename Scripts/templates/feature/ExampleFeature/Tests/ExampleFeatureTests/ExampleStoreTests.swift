import DependencyRegistryTesting
import ExampleFeature
import LoadStore
import Observation
import Testing
import UpstreamClient

@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct ExampleStoreTests {
  let request = ExampleRequest(name: "Ada")

  @Test func loadingGoesFromIdleThroughLoadingToLoaded() async {
    let (entered, release) = (Gate(), Gate())
    let client = UpstreamClient(fetchGreeting: { name in
      entered.open()
      await release.wait()
      return "Hello, \(name)!"
    })
    let store = ExampleStore(client: client)
    expectEqual(store.state, .idle)
    expectEqual(store.request, nil)

    let request = self.request
    let loading = Task { await store.load(request) }
    await entered.wait()
    expectEqual(store.state, .loading)
    expectEqual(store.request, request)

    release.open()
    await loading.value
    expectEqual(store.state, .loaded("Hello, Ada!"))
  }

  @Test func previewClientLoadsItsPreviewAnswer() async {
    let store = ExampleStore(client: .preview)
    await store.load(request)
    expectEqual(store.state.value, "Hello, Ada!")
  }

  @Test func stateChangesAreObservable() async {
    let store = ExampleStore(client: .preview)
    let changes = Recorder<Bool>()
    withObservationTracking {
      _ = store.state
    } onChange: {
      changes.record(true)
    }
    await store.load(request)
    expectEqual(changes.values, [true])
  }

  @Test func failureBecomesFailedWithTheErrorAndRetryAdvice() async {
    let store = ExampleStore(client: .failing(.httpStatus(503)))
    await store.load(request)
    expectEqual(store.state, .failed(.httpStatus(503), canRetry: true))

    let refused = ExampleStore(client: .failing(.httpStatus(404)))
    await refused.load(request)
    expectEqual(refused.state, .failed(.httpStatus(404), canRetry: false))
  }

  @Test func emptyNameIsRefusedBeforeAnythingIsAsked() async {
    let asked = Recorder<String>()
    let client = UpstreamClient(fetchGreeting: { name in
      asked.record(name)
      return "Hello, \(name)!"
    })
    let store = ExampleStore(client: client)
    await store.load(ExampleRequest(name: ""))
    expectEqual(store.state, .failed(.invalidArgument("the name is empty"), canRetry: false))
    #expect(asked.values.isEmpty)
  }

  @Test func retryAfterFailureRepeatsTheRequestAndSucceeds() async {
    let asked = Recorder<String>()
    let client = UpstreamClient(fetchGreeting: { name in
      asked.record(name)
      if asked.values.count == 1 { throw UpstreamError.unreachable("connection refused") }
      return "Hello, \(name)!"
    })
    let store = ExampleStore(client: client)
    await store.load(request)
    expectEqual(store.state, .failed(.unreachable("connection refused"), canRetry: true))

    await store.retry()
    expectEqual(store.state, .loaded("Hello, Ada!"))
    expectEqual(asked.values, ["Ada", "Ada"])
  }

  @Test func cancellingTheLoadLeavesACancelledFailureThatCanBeRetried() async {
    let entered = Gate()
    let client = UpstreamClient(fetchGreeting: { name in
      entered.open()
      try await Task.sleep(for: .seconds(30))
      return "Hello, \(name)!"
    })
    let store = ExampleStore(client: client)
    let request = self.request
    let loading = Task { await store.load(request) }
    await entered.wait()
    loading.cancel()
    await loading.value
    expectEqual(store.state, .failed(.cancelled, canRetry: true))
  }

  @Test func errorOutsideTheClientsContractBecomesAFailureNotACrash() async {
    struct BrokenClientError: Error {}
    let store = ExampleStore(
      client: UpstreamClient(fetchGreeting: { _ in throw BrokenClientError() }))
    await store.load(request)
    guard case .failed(.unreachable(let reason), let canRetry) = store.state else {
      Issue.record("expected a failed state, got \(store.state)")
      return
    }
    #expect(reason.contains("BrokenClientError"))
    #expect(canRetry)
  }
}
