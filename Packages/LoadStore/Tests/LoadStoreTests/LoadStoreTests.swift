import LoadStore
import Testing

/// A store over a fetch that answers what its test hands it, one answer per request.
@MainActor func makeStore(
  validate: @escaping @Sendable (Int) -> RequestFailure? = { _ in nil },
  fetch: @escaping @Sendable (Int) async throws -> String
) -> LoadStore<Int, String, RequestFailure> {
  LoadStore(
    mapError: RequestFailure.from, isRetryable: { $0 == .cancelled }, validate: validate,
    fetch: fetch)
}

@MainActor @Suite(.timeLimit(.minutes(1)))
struct LoadStoreTests {
  @Test func startsIdleWithNoRequest() {
    let store = makeStore { "\($0)" }
    #expect(store.state == .idle)
    #expect(store.request == nil)
  }

  @Test func loadShowsTheValueAndRemembersTheRequest() async {
    let store = makeStore { "song \($0)" }
    await store.load(7)
    #expect(store.state == .loaded("song 7"))
    #expect(store.state.value == "song 7")
    #expect(store.request == 7)
  }

  @Test func aFailureIsShownWithTheRetryAdviceOfItsKind() async {
    let store = makeStore { _ in throw Refusal() }
    await store.load(1)
    #expect(store.state == .failed(.other("refused"), canRetry: false))
    #expect(store.state.failure == .other("refused"))
  }

  @Test func aRefusedRequestSendsNothingAndCannotBeRetried() async {
    let asked = Counter()
    let store = makeStore(
      validate: { $0 < 0 ? .other("negative") : nil },
      fetch: {
        await asked.increment()
        return "\($0)"
      })
    await store.load(-1)
    #expect(store.state == .failed(.other("negative"), canRetry: false))
    #expect(await asked.value == 0)
  }

  @Test func retryRepeatsTheLastRequest() async {
    let asked = Counter()
    let store = makeStore {
      await asked.increment()
      if await asked.value == 1 { throw CancellationError() }
      return "try \(await asked.value) for \($0)"
    }
    await store.retry()
    #expect(store.state == .idle)
    await store.load(3)
    #expect(store.state == .failed(.cancelled, canRetry: true))
    await store.retry()
    #expect(store.state == .loaded("try 2 for 3"))
  }

  @Test func theLatestRequestWinsAndTheOlderIsCancelled() async {
    let (started, release, flag) = (Signal(), Signal(), CancellationFlag())
    let slow = waitingOperation(started: started, release: release, flag: flag)
    let store = makeStore { $0 == 1 ? try await slow() : "second" }
    let first = Task { await store.load(1) }
    await started.wait()
    #expect(store.state == .loading)

    await store.load(2)
    release.send()
    await first.value

    #expect(store.state == .loaded("second"))
    #expect(store.request == 2)
    #expect(await flag.wasCancelled)
  }

  @Test func cancellingTheAwaitingTaskLeavesARetryableFailureNotLoading() async {
    let (started, release) = (Signal(), Signal())
    let slow = waitingOperation(started: started, release: release)
    let store = makeStore { _ in try await slow() }
    let awaiting = Task { await store.load(1) }
    await started.wait()

    awaiting.cancel()
    release.send()
    await awaiting.value

    #expect(store.state == .failed(.cancelled, canRetry: true))
  }
}

/// How many times something happened, across tasks.
actor Counter {
  private(set) var value = 0

  func increment() { value += 1 }
}
