import Locking

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How another thread stops an exchange that is blocked in `poll(2)`: a flag and a wake-up pipe.
///
/// ``interrupt()`` (from the cancellation handler of the calling Swift task) sets the flag and
/// writes one byte to the pipe; the exchange's thread polls the pipe's read end next to its
/// socket, so it wakes at once, closes its socket and ends. The pipe is closed by the exchange's
/// thread when it is done, under the same lock as ``interrupt()``, so a late cancellation never
/// writes to a closed (or reused) descriptor.
final class Interruption: Sendable {
  private struct State {
    var isInterrupted = false
    var pipe: (read: Int32, write: Int32)?
  }

  private let state: Locked<State>
  /// The pipe's read end, for `poll(2)`; readable once interrupted.
  let descriptor: Int32

  /// Opens the pipe (both ends non-blocking and closed on `exec`).
  init() throws(TransportError) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else {
      throw .other("cannot open a pipe for the request: \(String(cString: strerror(errno)))")
    }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    descriptor = ends[0]
    state = Locked(State(pipe: (ends[0], ends[1])))
  }

  /// Whether ``interrupt()`` was called.
  var isInterrupted: Bool { state.withLock { $0.isInterrupted } }

  /// Stops the exchange: sets the flag and wakes its thread. Safe from any thread, at any time,
  /// more than once.
  func interrupt() {
    state.withLock { state in
      guard !state.isInterrupted else { return }
      state.isInterrupted = true
      if let pipe = state.pipe {
        var byte: UInt8 = 1
        _ = SystemCall.write(pipe.write, &byte, 1)
      }
    }
  }

  /// Closes the pipe; called once, by the exchange's thread, when it no longer polls.
  func close() {
    state.withLock { state in
      guard let pipe = state.pipe else { return }
      _ = SystemCall.close(pipe.read)
      _ = SystemCall.close(pipe.write)
      state.pipe = nil
    }
  }
}
