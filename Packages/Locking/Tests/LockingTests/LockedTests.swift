import Locking
import Testing

struct LockedTests {
  @Test func concurrentUpdatesAreNeverLost() async {
    let counts = Locked([Int: Int]())
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<8 {
        group.addTask {
          for index in 0..<5000 { counts.withLock { $0[index % 16, default: 0] += task } }
        }
      }
    }
    // Each of the 8 tasks adds its number 5000 times: 5000 * (0 + 1 + ... + 7).
    #expect(counts.withLock { $0.values.reduce(0, +) } == 5000 * 28)
  }

  @Test func returnsTheBodysResultAndRethrowsItsError() {
    struct Refused: Error {}
    let value = Locked(41)
    let incremented = value.withLock { number in
      number += 1
      return number
    }
    #expect(incremented == 42)
    #expect(throws: Refused.self) { try value.withLock { _ throws(Refused) in throw Refused() } }
    #expect(value.withLock { $0 } == 42)
  }
}
