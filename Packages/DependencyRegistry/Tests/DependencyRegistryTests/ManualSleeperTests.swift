import DependencyRegistryTesting
import Testing

@Suite(.timeLimit(.minutes(1)))
struct ManualSleeperTests {
  @Test func sleepRecordsItsDurationAndLastsUntilReleased() async throws {
    let sleeper = ManualSleeper()
    let woke = Recorder<String>()
    let sleeping = Task {
      try await sleeper.sleep(.seconds(3_600))
      woke.record("woke")
    }
    await sleeper.waitForSleeps(1)
    for _ in 0..<100 { await Task.yield() }
    #expect(sleeper.durations == [.seconds(3_600)])
    #expect(woke.values.isEmpty)

    sleeper.releaseAll()
    try await sleeping.value
    #expect(woke.values == ["woke"])
  }

  @Test func sleepAfterReleaseReturnsAtOnce() async throws {
    let sleeper = ManualSleeper()
    sleeper.releaseAll()
    try await sleeper.sleep(.seconds(3_600))
    try await sleeper.sleep(.milliseconds(300))
    #expect(sleeper.durations == [.seconds(3_600), .milliseconds(300)])
  }

  @Test func releaseStartedEndsTheSleepsSoFarButNotTheNextOne() async throws {
    let sleeper = ManualSleeper()
    let ticks = Recorder<Int>()
    let clock = Task {
      for tick in 1...3 {
        try await sleeper.sleep(.seconds(1))
        ticks.record(tick)
      }
    }
    for tick in 1...3 {
      await sleeper.waitForSleeps(tick)
      #expect(ticks.values == Array(1..<tick))
      sleeper.releaseStarted()  // at once after the count: the sleep may not be suspended yet
    }
    try await clock.value
    #expect(ticks.values == [1, 2, 3])
    #expect(sleeper.durations == [.seconds(1), .seconds(1), .seconds(1)])
  }

  @Test func cancellingAnHonouringSleepThrowsCancellationError() async {
    let sleeper = ManualSleeper()
    let sleeping = Task { try await sleeper.sleep(.seconds(1)) }
    await sleeper.waitForSleeps(1)
    sleeping.cancel()
    let result = await sleeping.result
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(sleeper.cancelledCount == 1)
  }

  @Test func worstCaseSleepIgnoresCancellationUntilReleased() async throws {
    let sleeper = ManualSleeper(honoursCancellation: false)
    let woke = Recorder<Bool>()
    let sleeping = Task {
      try await sleeper.sleep(.seconds(1))
      woke.record(Task.isCancelled)
    }
    await sleeper.waitForSleeps(1)
    sleeping.cancel()
    for _ in 0..<100 { await Task.yield() }
    #expect(woke.values.isEmpty)
    #expect(sleeper.cancelledCount == 0)

    sleeper.releaseAll()
    try await sleeping.value
    #expect(woke.values == [true])
  }

  @Test func waitingForSleepsThatNeverComeEndsWhenTheWaiterIsCancelled() async {
    let sleeper = ManualSleeper()
    let returned = Recorder<String>()
    let waiter = Task {
      await sleeper.waitForSleeps(1)
      returned.record("returned")
    }
    for _ in 0..<100 { await Task.yield() }
    #expect(returned.values.isEmpty)  // no sleep yet: still waiting

    waiter.cancel()
    await waiter.value
    #expect(returned.values == ["returned"])
  }
}
