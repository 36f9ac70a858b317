import DependencyRegistryTesting
import Testing

@Suite(.timeLimit(.minutes(1)))
struct GateTests {
  @Test func waiterStaysSuspendedUntilTheGateOpens() async {
    let gate = Gate()
    let passed = Recorder<String>()
    let waiter = Task {
      await gate.wait()
      passed.record("through")
    }
    for _ in 0..<100 { await Task.yield() }
    #expect(passed.values.isEmpty)

    gate.open()
    await waiter.value
    #expect(passed.values == ["through"])
  }

  @Test func openGateLetsLaterWaitersThroughAtOnce() async {
    let gate = Gate()
    gate.open()
    await gate.wait()
    await gate.wait()
  }

  @Test func openReleasesEveryWaiter() async {
    let gate = Gate()
    let passed = Recorder<Int>()
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<200 {
        group.addTask {
          await gate.wait()
          passed.record(index)
        }
      }
      group.addTask { gate.open() }
    }
    #expect(passed.values.sorted() == Array(0..<200))
  }

  @Test func waiterIgnoresCancellationUntilTheGateOpens() async {
    let gate = Gate()
    let passed = Recorder<Bool>()
    let waiter = Task {
      await gate.wait()
      passed.record(Task.isCancelled)
    }
    waiter.cancel()
    for _ in 0..<100 { await Task.yield() }
    #expect(passed.values.isEmpty)

    gate.open()
    await waiter.value
    #expect(passed.values == [true])
  }
}
