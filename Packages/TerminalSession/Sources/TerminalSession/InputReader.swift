import Foundation
import Locking

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a terminal's input on a thread of its own, off the main actor: each read's bytes as
/// they come, the signals the signal pipe holds, and the end of input. ``stop()`` wakes the
/// thread through a pipe of its own and waits for it to end.
final class InputReader: Sendable {
  /// What the thread saw.
  enum Event: Sendable {
    /// The bytes of one read.
    case bytes([UInt8])
    /// Signals forwarded by ``SignalForwarding``.
    case signals([TerminalSignal])
    /// The input ended (end of file, or an error: the terminal went away). Nothing follows.
    case closed
  }

  private let input: Int32
  private let signals: SignalForwarding?
  private let wake: (read: Int32, write: Int32)
  private let isRunning = Locked(true)
  private let done = DispatchSemaphore(value: 0)

  /// Starts reading `input` (and the pipe of `signals`, if given), giving each event to
  /// `deliver` on the reader's thread.
  init(
    input: Int32, signals: SignalForwarding?,
    deliver: @escaping @Sendable (Event) -> Void
  ) throws(TerminalError) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw .last("pipe") }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    self.input = input
    self.signals = signals
    wake = (ends[0], ends[1])
    Thread.detachNewThread { [self] in
      run(deliver)
      done.signal()
    }
  }

  /// Stops reading and returns once the thread ended. Idempotent.
  func stop() {
    let wasRunning = isRunning.withLock { running in
      defer { running = false }
      return running
    }
    guard wasRunning else { return }
    var byte: UInt8 = 1
    _ = write(wake.write, &byte, 1)
    done.wait()
    _ = close(wake.read)
    _ = close(wake.write)
  }

  private func run(_ deliver: @Sendable (Event) -> Void) {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      var descriptors = [
        pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0),
        pollfd(fd: input, events: Int16(POLLIN), revents: 0),
      ]
      if let signals {
        descriptors.append(pollfd(fd: signals.readEnd, events: Int16(POLLIN), revents: 0))
      }
      if poll(&descriptors, nfds_t(descriptors.count), -1) < 0 {
        guard errno == EINTR || errno == EAGAIN else { return deliver(.closed) }
        continue
      }
      if descriptors[0].revents != 0 { return }
      if let signals, descriptors[2].revents != 0 {
        let taken = signals.take()
        if !taken.isEmpty { deliver(.signals(taken)) }
      }
      guard descriptors[1].revents != 0 else { continue }
      let count = read(input, &buffer, buffer.count)
      if count > 0 {
        deliver(.bytes(Array(buffer[..<count])))
      } else if count < 0 && (errno == EINTR || errno == EAGAIN) {
        continue
      } else {
        return deliver(.closed)
      }
    }
  }
}
