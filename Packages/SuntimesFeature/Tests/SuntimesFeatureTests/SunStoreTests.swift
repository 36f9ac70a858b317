import DependencyRegistryTesting
import Foundation
import LoadStore
import Observation
import SuntimesClient
import SuntimesFeature
import Testing

@MainActor @Suite(.dependencies, .timeLimit(.minutes(1)))
struct SunStoreTests {
  let day = Fixtures.torontoMidsummer
  let zone = Fixtures.torontoZone

  @Test func loadingGoesFromIdleThroughLoadingToLoaded() async {
    let (entered, release) = (Gate(), Gate())
    let client = SuntimesClient(fetchSolarDay: { [day] _, _ in
      entered.open()
      await release.wait()
      return day
    })
    let store = SunStore(client: client, timeZone: zone)
    expectEqual(store.state, .idle)
    expectEqual(store.request, nil)

    let loading = Task { await store.load(SunRequest(Fixtures.toronto, on: Fixtures.midsummer)) }
    await entered.wait()
    expectEqual(store.state, .loading)
    expectEqual(
      store.request, SunRequest(Fixtures.toronto, on: Fixtures.midsummer))

    release.open()
    await loading.value
    expectEqual(
      store.state,
      .loaded(PresentedSolarDay(day: day, presentation: SolarDayPresentation(day, timeZone: zone))))
  }

  @Test func loadedPresentationUsesTheStoresTimeZone() async throws {
    let store = SunStore(client: .returning(day), timeZone: Fixtures.utcZone)
    await store.load(SunRequest(Fixtures.toronto, on: Fixtures.midsummer))
    guard case .loaded(let loaded) = store.state else {
      Issue.record("expected a loaded state, got \(store.state)")
      return
    }
    let presentation = loaded.presentation
    // Foundation names the zone made from "UTC" by its canonical identifier, "GMT".
    expectEqual(presentation.timeZoneIdentifier, "GMT")
    expectEqual(presentation[.sunset], "01:04 (+1 day)")
  }

  @Test func stateChangesAreObservable() async {
    let store = SunStore(client: .returning(day), timeZone: zone)
    let changes = Recorder<Bool>()
    withObservationTracking {
      _ = store.state
    } onChange: {
      changes.record(true)
    }
    await store.load(SunRequest(Fixtures.toronto, on: Fixtures.midsummer))
    expectEqual(changes.values, [true])
  }

  @Test func failureBecomesFailedWithTheErrorAndRetryAdvice() async {
    let store = SunStore(client: .failing(.serverFailure), timeZone: zone)
    await store.load(SunRequest(Fixtures.toronto, on: Fixtures.midsummer))
    expectEqual(store.state, .failed(.serverFailure, canRetry: true))

    let refused = SunStore(client: .failing(.invalidDate), timeZone: zone)
    await refused.load(SunRequest(Fixtures.toronto, on: Fixtures.midsummer))
    expectEqual(refused.state, .failed(.invalidDate, canRetry: false))
  }

  @Test func retryAfterFailureRepeatsTheRequestAndSucceeds() async {
    let asked = Recorder<SunRequest>()
    let client = SuntimesClient(fetchSolarDay: { [day] coordinate, date in
      asked.record(SunRequest(coordinate, on: date))
      if asked.values.count == 1 { throw SuntimesError.unreachable("connection refused") }
      return day
    })
    let store = SunStore(client: client, timeZone: zone)
    await store.load(SunRequest(Fixtures.toronto, on: Fixtures.midsummer))
    expectEqual(store.state, .failed(.unreachable("connection refused"), canRetry: true))

    await store.retry()
    expectEqual(
      store.state,
      .loaded(PresentedSolarDay(day: day, presentation: SolarDayPresentation(day, timeZone: zone))))
    let request = SunRequest(Fixtures.toronto, on: Fixtures.midsummer)
    expectEqual(asked.values, [request, request])
  }

  @Test func retryBeforeAnyLoadDoesNothing() async {
    let asked = Recorder<CalendarDate>()
    let client = SuntimesClient(fetchSolarDay: { [day] _, date in
      asked.record(date)
      return day
    })
    let store = SunStore(client: client, timeZone: zone)
    await store.retry()
    expectEqual(store.state, .idle)
    #expect(asked.values.isEmpty)
  }

  @Test func supersedingLoadWinsEvenWhenTheFirstAnswersLast() async {
    let (firstEntered, releaseFirst) = (Gate(), Gate())
    let firstWasCancelled = Recorder<Bool>()
    let client = SuntimesClient(fetchSolarDay: { _, date in
      guard date == Fixtures.midsummer else { return Fixtures.tromsoMidwinter }
      firstEntered.open()
      await releaseFirst.wait()  // answers, stale, after the second load finished
      firstWasCancelled.record(Task.isCancelled)
      return Fixtures.torontoMidsummer
    })
    let store = SunStore(client: client, timeZone: Fixtures.osloZone)
    let first = Task { await store.load(SunRequest(Fixtures.toronto, on: Fixtures.midsummer)) }
    await firstEntered.wait()

    await store.load(SunRequest(Fixtures.tromso, on: Fixtures.midwinter))
    let expected = LoadState<PresentedSolarDay, SuntimesError>.loaded(
      PresentedSolarDay(
        day: Fixtures.tromsoMidwinter,
        presentation: SolarDayPresentation(Fixtures.tromsoMidwinter, timeZone: Fixtures.osloZone)))
    expectEqual(store.state, expected)

    releaseFirst.open()
    await first.value
    expectEqual(store.state, expected)
    expectEqual(
      store.request, SunRequest(Fixtures.tromso, on: Fixtures.midwinter))
    expectEqual(firstWasCancelled.values, [true])
  }

  @Test func supersededFailureDoesNotOverwriteTheNewerDay() async {
    let (firstEntered, releaseFirst) = (Gate(), Gate())
    let client = SuntimesClient(fetchSolarDay: { [day] _, date in
      guard date == Fixtures.midsummer else { return day }
      firstEntered.open()
      await releaseFirst.wait()
      throw SuntimesError.serverFailure
    })
    let store = SunStore(client: client, timeZone: zone)
    let first = Task { await store.load(SunRequest(Fixtures.toronto, on: Fixtures.midsummer)) }
    await firstEntered.wait()
    await store.load(SunRequest(Fixtures.toronto, on: Fixtures.midwinter))
    releaseFirst.open()
    await first.value
    expectEqual(
      store.state,
      .loaded(PresentedSolarDay(day: day, presentation: SolarDayPresentation(day, timeZone: zone))))
  }

  @Test func cancellingTheLoadLeavesACancelledFailureThatCanBeRetried() async {
    let entered = Gate()
    let client = SuntimesClient(fetchSolarDay: { [day] _, _ in
      entered.open()
      try await Task.sleep(for: .seconds(30))
      return day
    })
    let store = SunStore(client: client, timeZone: zone)
    let loading = Task { await store.load(SunRequest(Fixtures.toronto, on: Fixtures.midsummer)) }
    await entered.wait()
    loading.cancel()
    await loading.value
    expectEqual(store.state, .failed(.cancelled, canRetry: true))
  }

  @Test func errorOutsideTheClientsContractBecomesAFailureNotACrash() async {
    struct BrokenClientError: Error {}
    let store = SunStore(
      client: SuntimesClient(fetchSolarDay: { _, _ in throw BrokenClientError() }),
      timeZone: zone)
    await store.load(SunRequest(Fixtures.toronto, on: Fixtures.midsummer))
    guard case .failed(.unreachable(let reason), let canRetry) = store.state else {
      Issue.record("expected a failed state, got \(store.state)")
      return
    }
    #expect(reason.contains("BrokenClientError"))
    #expect(canRetry)
  }
}
