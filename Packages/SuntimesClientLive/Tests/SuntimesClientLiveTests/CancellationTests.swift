import Foundation
import HTTPTransport
import SuntimesClient
import Testing

@testable import SuntimesClientLive

/// A cancelled caller stops waiting at once; the shared request stops only with its last waiter.
@Suite(.timeLimit(.minutes(1)))  // a broken waiter would otherwise wait forever
struct CancellationTests {
  private let key = SolarDayCache.Key(coordinate: Sample.toronto, date: Sample.midsummer)

  private func heldClient(
    _ log: RequestLog, _ gate: Gate, _ cache: SolarDayCache
  ) throws -> SuntimesClient {
    SuntimesClient.live(
      baseURL: SuntimesAPI.defaultBaseURL,
      transport: log.transport(
        held: gate, answering: try Fixture.response("toronto-2026-06-21.json")),
      timeout: .seconds(30), cache: cache)
  }

  private func waiter(_ client: SuntimesClient) -> Task<SolarEvent, any Error> {
    Task { try await client.fetchSunrise(Sample.toronto, Sample.midsummer) }
  }

  @Test func cancellingOneWaiterDoesNotFailTheOthers() async throws {
    let (log, gate, cache) = (RequestLog(), Gate(), SolarDayCache(capacity: 4))
    let client = try heldClient(log, gate, cache)
    let (first, second, third) = (waiter(client), waiter(client), waiter(client))
    let key = self.key
    #expect(await eventually { cache.waiterCount(for: key) == 3 && log.count == 1 })

    first.cancel()
    // The request is still held: the cancelled waiter returns on its own, at once.
    await #expect(throws: SuntimesError.cancelled) { try await first.value }
    #expect(cache.waiterCount(for: key) == 2)
    #expect(log.cancelled == 0)

    gate.open()
    let expected = SolarEvent.at(try Sample.utc("2026-06-21T09:34:23"))
    #expect(try await second.value == expected)
    #expect(try await third.value == expected)
    #expect(log.count == 1)
    #expect(log.cancelled == 0)
    #expect(cache.cachedCount == 1)
  }

  @Test func cancellingTheLastWaiterCancelsTheRequest() async throws {
    let (log, gate, cache) = (RequestLog(), Gate(), SolarDayCache(capacity: 4))
    let client = try heldClient(log, gate, cache)
    let (first, second) = (waiter(client), waiter(client))
    let key = self.key
    #expect(await eventually { cache.waiterCount(for: key) == 2 && log.count == 1 })

    first.cancel()
    await #expect(throws: SuntimesError.cancelled) { try await first.value }
    try await Task.sleep(for: .milliseconds(20))
    #expect(log.cancelled == 0)

    second.cancel()
    await #expect(throws: SuntimesError.cancelled) { try await second.value }
    #expect(await eventually { log.cancelled == 1 })
    #expect(cache.waiterCount(for: key) == 0)
    #expect(cache.cachedCount == 0)

    // The abandoned request is not joined: the next caller starts a new one.
    gate.open()
    let sunrise = try await waiter(client).value
    #expect(sunrise == .at(try Sample.utc("2026-06-21T09:34:23")))
    #expect(log.count == 2)
    #expect(log.cancelled == 1)
  }

  @Test func anAlreadyCancelledCallerSendsNoRequest() async throws {
    let (log, gate, cache) = (RequestLog(), Gate(), SolarDayCache(capacity: 4))
    let client = try heldClient(log, gate, cache)
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await client.fetchSolarDay(Sample.toronto, Sample.midsummer)
    }
    await #expect(throws: SuntimesError.cancelled) { try await task.value }
    #expect(log.count == 0)
    #expect(cache.waiterCount(for: key) == 0)
  }
}
