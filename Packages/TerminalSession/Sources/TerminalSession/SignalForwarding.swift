import Locking
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The write end of the pipe the signal handler writes to, or -1 when no session has the
/// signals. An atomic: the handler reads it, and a handler may read nothing else. It is first
/// touched by ``SignalForwarding/install()`` before any handler is set, so a handler never runs
/// its lazy initialization.
private let forwardingDescriptor = Atomic<Int32>(-1)

/// The handler of every ``TerminalSignal``: writes the signal's number as one byte to the pipe,
/// and nothing else (`write` is async-signal-safe; `errno` is kept for the code it interrupted).
/// The pipe is non-blocking: with a full pipe the byte is dropped, and a reader has a byte of
/// that signal waiting already.
private func forwardSignal(_ number: Int32) {
  let savedErrno = errno
  var byte = UInt8(truncatingIfNeeded: number)
  let descriptor = forwardingDescriptor.load(ordering: .relaxed)
  if descriptor >= 0 { _ = write(descriptor, &byte, 1) }
  errno = savedErrno
}

/// The signals of a full-screen session, taken from whoever had them and given back.
///
/// A self-pipe: ``install()`` puts a handler on each ``TerminalSignal`` (with `sigaction`,
/// saving the previous action, `SA_RESTART`) that writes the signal's number to a pipe whose
/// read end (``readEnd``) the input thread polls; ``uninstall()`` sets the saved actions back.
/// The pipe lives as long as the process (a handler running on another thread while the pipe
/// closed could write to a descriptor reused by then), and only one installation holds the
/// signals at a time.
final class SignalForwarding: Sendable {
  /// The pipe's read end: one byte per signal, its number; non-blocking.
  let readEnd: Int32
  private let saved: Locked<[(Int32, sigaction)]?>

  private init(readEnd: Int32, saved: sending [(Int32, sigaction)]) {
    self.readEnd = readEnd
    self.saved = Locked(saved)
  }

  /// The process's pipe, made on first use.
  private static let pipe = Locked<(read: Int32, write: Int32)?>(nil)
  /// Whether an installation holds the signals.
  private static let isInstalled = Locked(false)

  /// Takes every ``TerminalSignal``; throws when the pipe cannot be made or another
  /// installation holds them (`EBUSY`).
  static func install() throws(TerminalError) -> SignalForwarding {
    let ends = try pipeEnds()
    try isInstalled.withLock { (installed) throws(TerminalError) in
      guard !installed else { throw TerminalError("sigaction", code: EBUSY) }
      installed = true
    }
    drain(ends.read)  // bytes of an earlier session's signals
    forwardingDescriptor.store(ends.write, ordering: .relaxed)
    var saved: [(Int32, sigaction)] = []
    for signal in TerminalSignal.allCases {
      var action = sigaction()
      #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = forwardSignal
      #elseif canImport(Darwin)
        action.__sigaction_u.__sa_handler = forwardSignal
      #endif
      action.sa_flags = SA_RESTART
      sigemptyset(&action.sa_mask)
      var previous = sigaction()
      _ = sigaction(signal.number, &action, &previous)
      saved.append((signal.number, previous))
    }
    return SignalForwarding(readEnd: ends.read, saved: saved)
  }

  /// Gives every signal its previous action back. Idempotent.
  func uninstall() {
    guard
      let saved = saved.withLock({ state in
        defer { state = nil }
        return state
      })
    else {
      return
    }
    for (number, previous) in saved {
      var previous = previous
      _ = sigaction(number, &previous, nil)
    }
    forwardingDescriptor.store(-1, ordering: .relaxed)
    Self.isInstalled.withLock { $0 = false }
  }

  /// The signals waiting in the pipe, in order; empty when none is.
  func take() -> [TerminalSignal] {
    var bytes = [UInt8](repeating: 0, count: 64)
    var signals: [TerminalSignal] = []
    while true {
      let count = read(readEnd, &bytes, bytes.count)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return signals }
      signals += bytes[..<count].compactMap { TerminalSignal(number: Int32($0)) }
    }
  }

  /// The process's pipe, both ends non-blocking and closed on exec.
  private static func pipeEnds() throws(TerminalError) -> (read: Int32, write: Int32) {
    try pipe.withLock { (ends) throws(TerminalError) in
      if let ends { return ends }
      var made: [Int32] = [-1, -1]
      guard systemPipe(&made) == 0 else { throw .last("pipe") }
      for end in made {
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      }
      ends = (made[0], made[1])
      return (made[0], made[1])
    }
  }

  /// Reads and drops whatever waits on the non-blocking `descriptor`.
  private static func drain(_ descriptor: Int32) {
    var bytes = [UInt8](repeating: 0, count: 64)
    while read(descriptor, &bytes, bytes.count) > 0 {}
  }
}

/// pipe(2), out of reach of ``SignalForwarding``'s property of that name.
private func systemPipe(_ ends: inout [Int32]) -> Int32 {
  pipe(&ends)
}
