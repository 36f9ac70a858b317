import Testing

@testable import TerminalSession

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ProcessSignalTests {
  /// Signals taken through the self-pipe while a source holds them, and their previous actions
  /// given back after.
  @Suite struct SignalForwardingTests {
    /// The handler and flags of `number`'s action (the rest of the structure holds padding).
    func action(of number: Int32) -> [Int] {
      var current = sigaction()
      _ = sigaction(number, nil, &current)
      #if canImport(Glibc)
        let handler = current.__sigaction_handler.sa_handler
      #else
        let handler = current.__sigaction_u.__sa_handler
      #endif
      return [handler.map { unsafeBitCast($0, to: Int.self) } ?? 0, Int(current.sa_flags)]
    }

    @Test func eachSignalArrivesAsAnEventAndThePreviousActionsComeBack() async throws {
      let before = TerminalSignal.allCases.map { action(of: $0.number) }
      var ends: [Int32] = [-1, -1]
      #expect(pipe(&ends) == 0)
      defer { for end in ends { _ = close(end) } }
      let received = ReceivedEvents()
      let source = try TerminalEventSource(
        input: ends[0], handlingSignals: true, sleeper: .immediate, deliver: received.append)
      #expect(throws: TerminalError("sigaction", code: EBUSY)) {
        try TerminalEventSource(
          input: ends[0], handlingSignals: true, sleeper: .immediate, deliver: { _ in })
      }
      // One at a time: a SIGCONT sent discards a stop signal still pending, and the reverse.
      for (index, signal) in TerminalSignal.allCases.enumerated() {
        #expect(kill(getpid(), signal.number) == 0)
        #expect(await received.first(index + 1).last == .signal(signal))
      }
      source.stop()
      #expect(TerminalSignal.allCases.map { action(of: $0.number) } == before)
    }
  }
}
