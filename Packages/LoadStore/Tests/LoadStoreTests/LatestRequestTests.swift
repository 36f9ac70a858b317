import LoadStore
import Testing

/// The failure the runner under test maps every error to.
enum RequestFailure: Error, Equatable {
  case cancelled
  case other(String)

  static func from(_ error: any Error) -> RequestFailure {
    error is CancellationError ? .cancelled : .other("\(error)")
  }
}

struct Refusal: Error, CustomStringConvertible {
  var description: String { "refused" }
}

/// A one-shot signal between a test and an operation it runs.
struct Signal: Sendable {
  private let stream: AsyncStream<Void>
  private let continuation: AsyncStream<Void>.Continuation

  init() {
    (stream, continuation) = AsyncStream.makeStream(of: Void.self)
  }

  func send() { continuation.yield() }

  func wait() async {
    var iterator = stream.makeAsyncIterator()
    _ = await iterator.next()
  }
}

/// Whether an operation saw its task cancelled.
actor CancellationFlag {
  private(set) var wasCancelled = false

  func note() { wasCancelled = wasCancelled || Task.isCancelled }
}

/// An operation that says it started, waits for `release`, notes whether it was cancelled, and
/// then throws if it was.
func waitingOperation(
  started: Signal, release: Signal, flag: CancellationFlag = CancellationFlag()
) -> @Sendable () async throws -> String {
  {
    started.send()
    await release.wait()
    await flag.note()
    try Task.checkCancellation()
    return "first"
  }
}

@MainActor @Suite(.timeLimit(.minutes(1)))
struct LatestRequestTests {
  let latest = LatestRequest<RequestFailure>(RequestFailure.from)

  @Test func newerRunCancelsTheOlderAndDropsItsAnswer() async {
    let (started, release, flag) = (Signal(), Signal(), CancellationFlag())
    let first = Task {
      await latest.run(waitingOperation(started: started, release: release, flag: flag))
    }
    await started.wait()

    let second = await latest.run { "second" }
    release.send()

    #expect(second == .success("second"))
    #expect(await first.value == nil)
    #expect(await flag.wasCancelled)
    #expect(latest.generation == 2)
  }

  @Test func runThatKeepsThePreviousLetsItFinishButStillDropsItsAnswer() async {
    let (started, release, flag) = (Signal(), Signal(), CancellationFlag())
    let first = Task {
      await latest.run(waitingOperation(started: started, release: release, flag: flag))
    }
    await started.wait()

    let second = await latest.run(cancellingPrevious: false) { "second" }
    release.send()

    #expect(second == .success("second"))
    #expect(await first.value == nil)
    #expect(await flag.wasCancelled == false)
  }

  @Test func errorsComeBackThroughTheMapping() async {
    let result: Result<String, RequestFailure>? = await latest.run { throw Refusal() }
    #expect(result == .failure(.other("refused")))
  }

  @Test func supersedeMakesTheRunningRequestStaleAndCancelsIt() async {
    let (started, release, flag) = (Signal(), Signal(), CancellationFlag())
    let observed = Task {
      await latest.run(waitingOperation(started: started, release: release, flag: flag))
    }
    await started.wait()

    let ticket = latest.supersede()
    release.send()

    #expect(ticket == 2)
    #expect(await observed.value == nil)
    #expect(await flag.wasCancelled)
  }

  @Test func supersedeWithoutCancellingOnlyMakesTheRequestStale() async {
    let (started, release, flag) = (Signal(), Signal(), CancellationFlag())
    let observed = Task {
      await latest.run(waitingOperation(started: started, release: release, flag: flag))
    }
    await started.wait()

    latest.supersede(cancelling: false)
    release.send()

    #expect(await observed.value == nil)
    #expect(await flag.wasCancelled == false)
  }

  @Test func runAsTicketAnswersOnlyWhileItsGenerationIsCurrent() async {
    let ticket = latest.supersede()
    let current = await latest.run(as: ticket) { "current" }
    let stale = await latest.run(as: ticket - 1) { "stale" }

    #expect(current == .success("current"))
    #expect(stale == nil)
    #expect(latest.generation == ticket)
  }

  @Test func cancellingTheAwaitingTaskCancelsTheRequest() async {
    let (started, release) = (Signal(), Signal())
    let awaiting = Task { await latest.run(waitingOperation(started: started, release: release)) }
    await started.wait()

    awaiting.cancel()
    release.send()

    #expect(await awaiting.value == .failure(.cancelled))
  }
}
