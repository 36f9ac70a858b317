import Foundation
import HTTPTransport
import SuntimesClient
import Testing

@testable import SuntimesClientLive

/// One answer per place and date: shared requests and the bounded cache.
@Suite(.timeLimit(.minutes(1)))  // a broken waiter would otherwise wait forever
struct SharingAndCacheTests {
  private let key = SolarDayCache.Key(coordinate: Sample.toronto, date: Sample.midsummer)

  @Test func sunriseAndSunsetForOnePlaceAndDateCostOneRequest() async throws {
    let log = RequestLog()
    let answer = try Fixture.response("toronto-2026-06-21.json")
    let client = SuntimesClient.live(transport: log.transport { _ in answer })
    let sunrise = try await client.fetchSunrise(Sample.toronto, Sample.midsummer)
    let sunset = try await client.fetchSunset(Sample.toronto, Sample.midsummer)
    let day = try await client.fetchSolarDay(Sample.toronto, Sample.midsummer)
    #expect(sunrise == .at(try Sample.utc("2026-06-21T09:34:23")))
    #expect(sunset == .at(try Sample.utc("2026-06-22T01:04:25")))
    #expect(day.sunrise == sunrise && day.sunset == sunset)
    #expect(log.count == 1)
  }

  @Test func concurrentIdenticalRequestsShareOneRequest() async throws {
    let log = RequestLog()
    let gate = Gate()
    let cache = SolarDayCache(capacity: 4)
    let client = SuntimesClient.live(
      baseURL: SuntimesAPI.defaultBaseURL,
      transport: log.transport(
        held: gate, answering: try Fixture.response("toronto-2026-06-21.json")),
      timeout: .seconds(30), cache: cache)
    let sunrises = try await withThrowingTaskGroup(of: SolarEvent.self) { group in
      for index in 0..<100 {
        group.addTask {
          index.isMultiple(of: 2)
            ? try await client.fetchSunrise(Sample.toronto, Sample.midsummer)
            : try await client.fetchSolarDay(Sample.toronto, Sample.midsummer).sunrise
        }
      }
      // All 100 wait on the one held request before it is answered.
      let key = self.key
      #expect(await eventually { cache.waiterCount(for: key) == 100 && log.count == 1 })
      gate.open()
      var sunrises: [SolarEvent] = []
      for try await sunrise in group { sunrises.append(sunrise) }
      return sunrises
    }
    let expected = SolarEvent.at(try Sample.utc("2026-06-21T09:34:23"))
    #expect(sunrises == Array(repeating: expected, count: 100))
    #expect(log.count == 1)
    #expect(cache.waiterCount(for: key) == 0)
  }

  @Test func differentPlacesOrDatesAreDifferentRequests() async throws {
    let log = RequestLog()
    let answer = try Fixture.response("toronto-2026-06-21.json")
    let client = SuntimesClient.live(transport: log.transport { _ in answer })
    let tromsoDay = try await client.fetchSolarDay(Sample.tromso, Sample.midsummer)
    let winterDay = try await client.fetchSolarDay(Sample.toronto, Sample.midwinter)
    _ = try await client.fetchSolarDay(Sample.toronto, Sample.midsummer)
    #expect(log.count == 3)
    #expect(tromsoDay.coordinate == Sample.tromso)
    #expect(winterDay.date == Sample.midwinter)
  }

  @Test func cacheIsBoundedAndEvictsLeastRecentlyUsed() async throws {
    let log = RequestLog()
    let answer = try Fixture.response("toronto-2026-06-21.json")
    let client = SuntimesClient.live(transport: log.transport { _ in answer }, cacheCapacity: 2)
    let days = try ["2026-06-21", "2026-06-22", "2026-06-23"].map(CalendarDate.init(parsing:))
    func fetch(_ index: Int) async throws -> CalendarDate {
      try await client.fetchSolarDay(Sample.toronto, days[index]).date
    }
    #expect(try await fetch(0) == days[0])  // miss: [0]
    #expect(try await fetch(1) == days[1])  // miss: [1, 0]
    #expect(try await fetch(0) == days[0])  // hit:  [0, 1]
    #expect(log.count == 2)
    #expect(try await fetch(2) == days[2])  // miss, evicts 1 (least recent): [2, 0]
    #expect(try await fetch(0) == days[0])  // hit:  [0, 2]
    #expect(log.count == 3)
    #expect(try await fetch(1) == days[1])  // miss, evicts 2: [1, 0]
    #expect(try await fetch(0) == days[0])  // hit
    #expect(try await fetch(2) == days[2])  // miss, evicts 1
    #expect(log.dates == ["2026-06-21", "2026-06-22", "2026-06-23", "2026-06-22", "2026-06-23"])
  }

  @Test func zeroCapacityKeepsNothing() async throws {
    let log = RequestLog()
    let answer = try Fixture.response("toronto-2026-06-21.json")
    let client = SuntimesClient.live(transport: log.transport { _ in answer }, cacheCapacity: 0)
    _ = try await client.fetchSunrise(Sample.toronto, Sample.midsummer)
    _ = try await client.fetchSunset(Sample.toronto, Sample.midsummer)
    #expect(log.count == 2)
  }

  @Test func failuresAreNotCached() async throws {
    let log = RequestLog()
    let failure = try Fixture.response("unknown-error.json", status: 400)
    let answer = try Fixture.response("toronto-2026-06-21.json")
    let client = SuntimesClient.live(
      transport: log.transport { number in
        switch number {
        case 1: return failure
        case 2: throw TransportError.timedOut(seconds: 30)
        default: return answer
        }
      })
    await #expect(throws: SuntimesError.serverFailure) {
      try await client.fetchSunrise(Sample.toronto, Sample.midsummer)
    }
    await #expect(throws: SuntimesError.timedOut(seconds: 30)) {
      try await client.fetchSunrise(Sample.toronto, Sample.midsummer)
    }
    let sunrise = try await client.fetchSunrise(Sample.toronto, Sample.midsummer)
    #expect(sunrise == .at(try Sample.utc("2026-06-21T09:34:23")))
    _ = try await client.fetchSunset(Sample.toronto, Sample.midsummer)
    #expect(log.count == 3)
  }

  @Test func aFailureReachesEveryWaiterOfTheSharedRequest() async throws {
    let log = RequestLog()
    let gate = Gate()
    let cache = SolarDayCache(capacity: 4)
    let client = SuntimesClient.live(
      baseURL: SuntimesAPI.defaultBaseURL,
      transport: log.transport(
        held: gate, answering: try Fixture.response("invalid-date.json", status: 400)),
      timeout: .seconds(30), cache: cache)
    let waiters = (0..<3).map { _ in
      Task { try await client.fetchSolarDay(Sample.toronto, Sample.midsummer) }
    }
    let key = self.key
    #expect(await eventually { cache.waiterCount(for: key) == 3 })
    gate.open()
    for waiter in waiters {
      await #expect(throws: SuntimesError.invalidDate) { try await waiter.value }
    }
    #expect(log.count == 1)
    #expect(cache.cachedCount == 0)
  }
}
