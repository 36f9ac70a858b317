#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How the threads of a playback wake the one feeding the player from `poll(2)`: a byte in a
/// non-blocking pipe.
final class WakePipe: Sendable {
  /// The read end, readable after ``wake()``.
  let descriptor: Int32
  private let writeEnd: Int32

  init?() {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    descriptor = ends[0]
    writeEnd = ends[1]
  }

  deinit {
    _ = close(descriptor)
    _ = close(writeEnd)
  }

  /// Makes ``descriptor`` readable (a full pipe is readable already).
  func wake() {
    var byte: UInt8 = 1
    _ = write(writeEnd, &byte, 1)
  }

  /// Reads every pending byte.
  func drain() {
    var bytes = [UInt8](repeating: 0, count: 64)
    while read(descriptor, &bytes, bytes.count) > 0 {}
  }
}
