#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Bytes written to a file descriptor whole: one `write(2)` for a frame, more only when the
/// terminal takes part of it (a partial write), a signal interrupts it (`EINTR`) or the
/// descriptor is non-blocking and full (`EAGAIN`: it waits with `poll` until it can write).
public struct FileDescriptorOutput: Sendable {
  /// The descriptor written to.
  public let descriptor: Int32

  /// Output to `descriptor` (standard output by default); it is never closed here.
  public init(_ descriptor: Int32 = STDOUT_FILENO) {
    self.descriptor = descriptor
  }

  /// Writes all of `bytes`, or throws the error that stopped it (`EPIPE`, `EIO`, …).
  public func write(_ bytes: [UInt8]) throws(TerminalError) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { raw -> Int in
        guard let base = raw.baseAddress else { return 0 }
        return systemWrite(descriptor, base + offset, raw.count - offset)
      }
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
        var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&ready, 1, -1)
      } else {
        throw written < 0 ? .last("write") : TerminalError("write", code: EIO)
      }
    }
  }
}

/// write(2), out of reach of ``FileDescriptorOutput``'s method of that name.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
