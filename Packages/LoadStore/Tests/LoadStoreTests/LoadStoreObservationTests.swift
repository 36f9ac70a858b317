import LoadStore
import Observation
import Synchronization
import Testing

/// The store's state and request are observed by hand (key paths made once per store): a read
/// under `withObservationTracking` hears a change, and not a value set again.
@MainActor @Suite(.timeLimit(.minutes(1)))
struct LoadStoreObservationTests {
  @Test func readingTheStateHearsALoad() async {
    let store = makeStore { "song \($0)" }
    #expect(await changesHeard(reading: { _ = store.state }, while: { await store.load(3) }) == 1)
    #expect(store.state == .loaded("song 3"))
  }

  @Test func readingTheRequestHearsANewRequestButNotTheSameAgain() async {
    let store = makeStore { "song \($0)" }
    await store.load(3)
    #expect(await changesHeard(reading: { _ = store.request }, while: { await store.load(3) }) == 0)
    #expect(await changesHeard(reading: { _ = store.request }, while: { await store.load(4) }) == 1)
    #expect(store.request == 4)
  }

  /// How many changes a read of `read` under observation hears while `act` runs.
  func changesHeard(reading read: () -> Void, while act: () async -> Void) async -> Int {
    let changes = Mutex(0)
    withObservationTracking(read) { changes.withLock { $0 += 1 } }
    await act()
    return changes.withLock { $0 }
  }
}
