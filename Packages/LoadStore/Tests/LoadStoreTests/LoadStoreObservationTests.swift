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
    let changes = ChangeCount()
    withObservationTracking {
      _ = store.state
    } onChange: {
      changes.add()
    }
    await store.load(3)
    #expect(changes.count == 1)
    #expect(store.state == .loaded("song 3"))
  }

  @Test func readingTheRequestHearsANewRequestButNotTheSameAgain() async {
    let store = makeStore { "song \($0)" }
    await store.load(3)
    let same = ChangeCount()
    withObservationTracking {
      _ = store.request
    } onChange: {
      same.add()
    }
    await store.load(3)
    #expect(same.count == 0)
    let changes = ChangeCount()
    withObservationTracking {
      _ = store.request
    } onChange: {
      changes.add()
    }
    await store.load(4)
    #expect(changes.count == 1)
    #expect(store.request == 4)
  }
}

/// Counts the changes an observation heard.
final class ChangeCount: Sendable {
  private let changes = Mutex(0)
  var count: Int { changes.withLock { $0 } }
  func add() { changes.withLock { $0 += 1 } }
}
