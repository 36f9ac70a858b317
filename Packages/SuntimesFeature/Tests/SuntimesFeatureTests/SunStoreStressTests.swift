import DependencyRegistryTesting
import Foundation
import SuntimesClient
import SuntimesFeature
import Testing

/// A thousand overlapping loads, a third of them cancelled: the store never crashes, never stays
/// loading, never shows a day it was not asked for, and answers the next load correctly.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct SunStoreStressTests {
  @Test func thousandConcurrentLoadsAndCancellationsLeaveAConsistentState() async throws {
    let dates = try (1...20).map { try CalendarDate(year: 2026, month: 6, day: $0) }
    let client = SuntimesClient(fetchSolarDay: { coordinate, date in
      try await Task.sleep(for: .milliseconds(1))
      var day = Fixtures.torontoMidsummer
      day.coordinate = coordinate
      day.date = date
      return day
    })
    let store = SunStore(client: client, timeZone: Fixtures.torontoZone)
    let tasks = (0..<1000).map { index in
      Task { await store.load(SunRequest(Fixtures.toronto, on: dates[index % dates.count])) }
    }
    for (index, task) in tasks.enumerated() where index.isMultiple(of: 3) {
      task.cancel()
    }
    for task in tasks { await task.value }

    switch store.state {
    case .loaded(let loaded):
      let (day, presentation) = (loaded.day, loaded.presentation)
      #expect(dates.contains(day.date))
      expectEqual(presentation.date, day.date)
      expectEqual(store.request?.date, day.date)
    case .failed(let error, _):
      expectEqual(error, .cancelled)
    case .idle, .loading:
      Issue.record("store left in \(store.state) after every load ended")
    }

    await store.load(SunRequest(Fixtures.toronto, on: Fixtures.midwinter))
    guard case .loaded(let loaded) = store.state else {
      Issue.record("the next load did not answer: \(store.state)")
      return
    }
    let day = loaded.day
    expectEqual(day.date, Fixtures.midwinter)
  }
}
