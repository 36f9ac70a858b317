import DependencyRegistry
import DependencyRegistryTesting
import Testing

/// Time goes through the registry: a test that waits without setting a sleeper fails naming
/// `Sleeper.sleep`; the immediate one honours cancellation; a manual one ends when released.
struct SleeperTests {
  @Test func anUnsetSleeperFailsTheTestNamingIt() async {
    await withKnownIssue {
      try await withDependencies {
        $0.context = .test
      } operation: {
        try await DependencyValues.current.sleeper.sleep(.seconds(1))
      }
    }
  }

  @Test func theImmediateSleeperThrowsOnlyWhenCancelled() async throws {
    try await Sleeper.immediate.sleep(.seconds(3_600))
    let cancelled = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await Sleeper.immediate.sleep(.seconds(1))
    }
    await #expect(throws: CancellationError.self) { try await cancelled.value }
  }

  @Test(.dependencies { $0.sleeper = .immediate })
  func aTestSetsTheSleeperItsStoresRead() async throws {
    try await DependencyValues.current.sleeper.sleep(.seconds(3_600))
  }

  @Test func aManualSleeperIsTheRegistrysSleeper() async throws {
    let manual = ManualSleeper()
    let sleeping = Task { try await manual.sleeper.sleep(.seconds(9)) }
    await manual.waitForSleeps(1)
    manual.releaseAll()
    try await sleeping.value
    #expect(manual.durations == [.seconds(9)])
  }
}
