import DependencyRegistryTesting
import Observation
import Testing

@MainActor @Observable private final class Counter {
  var value = 0
}

/// Waiting on observable state ends when the state changes to what the test waits for, however
/// many changes come before, and at once when it already holds.
@MainActor
struct ObservedUntilTests {
  @Test(.timeLimit(.minutes(1))) func waitsThroughChangesUntilTheConditionHolds() async {
    let counter = Counter()
    let counting = Task { @MainActor in
      for _ in 0..<5 {
        await Task.yield()
        counter.value += 1
      }
    }
    await observedUntil { counter.value == 5 }
    #expect(counter.value == 5)
    await counting.value
  }

  @Test func aConditionThatHoldsReturnsAtOnce() async {
    let counter = Counter()
    await observedUntil { counter.value == 0 }
  }
}
