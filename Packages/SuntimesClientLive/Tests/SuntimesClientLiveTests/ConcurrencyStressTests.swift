import Foundation
import HTTPTransport
import SuntimesClient
import Testing

@testable import SuntimesClientLive

/// A thousand concurrent loads, a third of them cancelled mid-flight: every caller ends with the
/// right answer or `.cancelled`, requests stay shared, and nothing hangs (run under TSan too).
@Suite(.timeLimit(.minutes(1)))
struct ConcurrencyStressTests {
  @Test func thousandConcurrentLoadsWithCancellationsEndCleanly() async throws {
    let log = RequestLog()
    let answer = try Fixture.response("toronto-2026-06-21.json")
    let transport = HTTPTransport.fake { request in
      log.record(request)
      try await Task.sleep(for: .milliseconds(2))
      return answer
    }
    let client = SuntimesClient.live(transport: transport, cacheCapacity: 8)
    let dates = try (1...20).map { try CalendarDate(year: 2026, month: 6, day: $0) }
    let expectedSunrise = SolarEvent.at(try Sample.utc("2026-06-21T09:34:23"))

    let tasks = (0..<1000).map { index in
      Task { () -> Result<SolarEvent, SuntimesError> in
        do {
          let date = dates[index % dates.count]
          return .success(try await client.fetchSunrise(Sample.toronto, date))
        } catch let error as SuntimesError {
          return .failure(error)
        } catch {
          Issue.record("unexpected error type \(type(of: error))")
          return .failure(.unknownStatus("unexpected"))
        }
      }
    }
    for (index, task) in tasks.enumerated() where index.isMultiple(of: 3) {
      task.cancel()
    }
    var answered = 0
    for (index, task) in tasks.enumerated() {
      switch await task.value {
      case .success(let sunrise):
        #expect(sunrise == expectedSunrise)
        answered += 1
      case .failure(let error):
        #expect(error == .cancelled, "task \(index): \(error)")
        #expect(index.isMultiple(of: 3), "task \(index) was not cancelled but failed")
      }
    }
    #expect(answered >= 666)
    // Shared and cached: far fewer requests than callers, whatever the interleaving.
    #expect(log.count < 1000)
    #expect(log.count >= dates.count)
  }
}
