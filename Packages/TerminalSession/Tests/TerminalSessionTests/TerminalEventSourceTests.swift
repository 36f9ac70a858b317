import DependencyRegistry
import DependencyRegistryTesting
import Locking
import TerminalScreen
import Testing

@testable import TerminalSession

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Events a source delivered, awaited in order.
final class ReceivedEvents: Sendable {
  private let state = Locked<
    (events: [TerminalEvent], waiters: [(Int, CheckedContinuation<Void, Never>)])
  >(
    ([], []))

  /// Adds an event (the source's `deliver`).
  func append(_ event: TerminalEvent) {
    let ready = state.withLock { state in
      state.events.append(event)
      let count = state.events.count
      defer { state.waiters.removeAll { $0.0 <= count } }
      return state.waiters.filter { $0.0 <= count }.map(\.1)
    }
    for waiter in ready { waiter.resume() }
  }

  /// Every event so far.
  var events: [TerminalEvent] { state.withLock { $0.events } }

  /// The first `count` events, once there are that many (bound the test with a time limit).
  func first(_ count: Int) async -> [TerminalEvent] {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      let ready = state.withLock { state in
        if state.events.count >= count { return true }
        state.waiters.append((count, done))
        return false
      }
      if ready { done.resume() }
    }
    return Array(events.prefix(count))
  }
}

/// Input read off the main actor from a pipe, parsed into keys in order, with a lone ESC read as
/// the Escape key only after the delay passed on the sleeper and no byte followed.
@Suite(.timeLimit(.minutes(1))) struct TerminalEventSourceTests {
  func key(_ key: Key, _ modifiers: KeyModifiers = []) -> TerminalEvent {
    .input(.key(key, modifiers: modifiers))
  }

  /// A pipe whose read end a source reads; `write` to the other.
  func withSource(
    sleeper: Sleeper,
    _ body: (_ write: (String) throws -> Void, ReceivedEvents) async throws -> Void
  ) async throws {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    let received = ReceivedEvents()
    let source = try TerminalEventSource(
      input: ends[0], handlingSignals: false, sleeper: sleeper, deliver: received.append)
    defer {
      source.stop()
      for end in ends { _ = close(end) }
    }
    try await body({ try FileDescriptorOutput(ends[1]).write(Array($0.utf8)) }, received)
  }

  @Test func theEventsOfOneReadAreDeliveredTogetherInOrder() async throws {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    let batches = Locked<[[TerminalEvent]]>([])
    let received = ReceivedEvents()
    let source = try TerminalEventSource(
      input: ends[0], handlingSignals: false, sleeper: ManualSleeper().sleeper,
      deliverBatch: { batch in
        batches.withLock { $0.append(batch) }
        for event in batch { received.append(event) }
      })
    defer {
      source.stop()
      for end in ends { _ = close(end) }
    }
    // One write of fewer bytes than a pipe writes at once: one read.
    try FileDescriptorOutput(ends[1]).write(
      Array((String(repeating: "\u{1B}[B", count: 40) + "q").utf8))
    let events = await received.first(41)
    #expect(events == Array(repeating: key(.down), count: 40) + [key(.character("q"))])
    #expect(batches.withLock { $0.count } == 1)
  }

  @Test func bytesBecomeKeysInOrderWhateverTheReadsSplit() async throws {
    try await withSource(sleeper: ManualSleeper().sleeper) { write, received in
      try write("q")
      try write("\u{1B}[")
      try write("A\u{3}é")
      #expect(
        await received.first(4) == [
          key(.character("q")), key(.up), key(.character("c"), .control), key(.character("é")),
        ])
    }
  }

  @Test func aLoneEscapeIsTheEscapeKeyOnceTheDelayPassed() async throws {
    let sleeper = ManualSleeper()
    try await withSource(sleeper: sleeper.sleeper) { write, received in
      try write("\u{1B}")
      await sleeper.waitForSleeps(1)
      #expect(received.events.isEmpty)
      #expect(sleeper.durations == [.milliseconds(40)])
      sleeper.releaseAll()
      #expect(await received.first(1) == [key(.escape)])
    }
  }

  @Test func anEscapeFollowedInTimeStartsASequenceAndIsNotFlushed() async throws {
    let sleeper = ManualSleeper()
    try await withSource(sleeper: sleeper.sleeper) { write, received in
      try write("\u{1B}")
      await sleeper.waitForSleeps(1)
      try write("[B")
      #expect(await received.first(1) == [key(.down)])
      sleeper.releaseAll()
      try write("x")
      #expect(await received.first(2) == [key(.down), key(.character("x"))])
      #expect(sleeper.cancelledCount == 1)
    }
  }

  @Test func theEndOfInputIsReportedLast() async throws {
    var ends: [Int32] = [-1, -1]
    #expect(pipe(&ends) == 0)
    let received = ReceivedEvents()
    let source = try TerminalEventSource(
      input: ends[0], handlingSignals: false, sleeper: ManualSleeper().sleeper,
      deliver: received.append)
    try FileDescriptorOutput(ends[1]).write(Array("ab".utf8))
    _ = close(ends[1])
    #expect(
      await received.first(3) == [key(.character("a")), key(.character("b")), .inputClosed])
    source.stop()
    _ = close(ends[0])
  }
}
