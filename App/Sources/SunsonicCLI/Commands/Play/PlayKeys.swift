import Foundation
import PlayFeature
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A key `play` acts on.
enum PlayKey: Sendable, Equatable {
  case pause, next, previous, quit
  /// Seek this many seconds forward (back when negative).
  case seek(seconds: Int)
  /// Change the volume by this many percent.
  case volume(by: Int)
  /// Mute, or not.
  case mute

  /// The keys a byte sequence read from the terminal holds: space or `p` pause, `n` or → next,
  /// `b` or ← previous, `,` `.` seek 10 s back and forward, `<` `>` 60 s, `-` `=` the volume
  /// down and up, `m` mute, `q` quit (as in the UI); anything else is ignored.
  static func keys(in bytes: [UInt8]) -> [PlayKey] {
    var keys: [PlayKey] = []
    var index = 0
    while index < bytes.count {
      // An arrow is ESC [ C (right) or ESC [ D (left).
      if bytes[index] == 0x1B, index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") {
        if bytes[index + 2] == UInt8(ascii: "C") { keys.append(.next) }
        if bytes[index + 2] == UInt8(ascii: "D") { keys.append(.previous) }
        index += 3
        continue
      }
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "p"): keys.append(.pause)
      case UInt8(ascii: "n"): keys.append(.next)
      case UInt8(ascii: "b"): keys.append(.previous)
      case UInt8(ascii: "q"): keys.append(.quit)
      case UInt8(ascii: ","): keys.append(.seek(seconds: -10))
      case UInt8(ascii: "."): keys.append(.seek(seconds: 10))
      case UInt8(ascii: "<"): keys.append(.seek(seconds: -60))
      case UInt8(ascii: ">"): keys.append(.seek(seconds: 60))
      case UInt8(ascii: "-"): keys.append(.volume(by: -PlayStore.volumeStep))
      case UInt8(ascii: "="): keys.append(.volume(by: PlayStore.volumeStep))
      case UInt8(ascii: "m"): keys.append(.mute)
      default: break
      }
      index += 1
    }
    return keys
  }
}

/// Reads keys from the terminal on standard input: puts it in non-canonical mode without echo
/// (Ctrl-C still interrupts), reads on a thread of its own, and puts the terminal back as it
/// was on ``stop()``.
final class PlayKeyReader: Sendable {
  /// The keys, in order.
  let keys: AsyncStream<PlayKey>
  private let continuation: AsyncStream<PlayKey>.Continuation
  private let saved: Mutex<termios?>
  private let wake: (read: Int32, write: Int32)
  private let done = DispatchSemaphore(value: 0)

  private init(saved: termios, wake: (Int32, Int32)) {
    self.saved = Mutex(saved)
    self.wake = wake
    (keys, continuation) = AsyncStream.makeStream()
  }

  /// A reader, when standard input is a terminal and sunsonic is not a background job of it
  /// (else `nil`: no key handling at all; a background job that set the terminal would be
  /// stopped by SIGTTOU). A terminal that is not sunsonic's controlling one has no foreground.
  static func start() -> PlayKeyReader? {
    let foreground = tcgetpgrp(0)
    guard isatty(0) == 1, foreground < 0 || foreground == getpgrp() else { return nil }
    var saved = termios()
    guard tcgetattr(0, &saved) == 0 else { return nil }
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    guard tcsetattr(0, TCSANOW, &raw) == 0 else {
      _ = close(ends[0])
      _ = close(ends[1])
      return nil
    }
    let reader = PlayKeyReader(saved: saved, wake: (ends[0], ends[1]))
    Thread.detachNewThread { reader.read() }
    return reader
  }

  private func read() {
    defer {
      continuation.finish()
      done.signal()
    }
    var bytes = [UInt8](repeating: 0, count: 16)
    while true {
      var descriptors = [
        pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0),
      ]
      guard poll(&descriptors, 2, -1) >= 0 || errno == EINTR else { return }
      if descriptors[1].revents != 0 { return }
      guard descriptors[0].revents != 0 else { continue }
      let count = readInput(&bytes)
      guard count > 0 else { return }  // end of input: no more keys
      for key in PlayKey.keys(in: Array(bytes[0..<count])) { continuation.yield(key) }
    }
  }

  /// Stops reading and puts the terminal back. Safe to call more than once.
  func stop() {
    guard
      let saved = saved.withLock({ state in
        defer { state = nil }
        return state
      })
    else {
      return
    }
    var byte: UInt8 = 1
    _ = write(wake.write, &byte, 1)
    done.wait()
    var restored = saved
    _ = tcsetattr(0, TCSANOW, &restored)
    _ = close(wake.read)
    _ = close(wake.write)
  }
}

/// read(2) of standard input, out of reach of ``PlayKeyReader``'s method of that name.
private func readInput(_ bytes: inout [UInt8]) -> Int {
  read(0, &bytes, bytes.count)
}
