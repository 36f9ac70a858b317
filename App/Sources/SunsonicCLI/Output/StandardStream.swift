import Foundation
import Synchronization

/// Standard output or error, written with write(2): `FileHandle.write(_:)` traps on a closed,
/// full or broken stream, and a tool must say so and exit 74 instead.
final class StandardStream: Sendable {
  private let descriptor: Int32
  private let failed = Mutex<String?>(nil)

  /// The stream on file descriptor `descriptor` (1 or 2). When the descriptor is closed, the
  /// stream has failed from the start, and `/dev/null` takes the number, so that no file the
  /// command opens later receives what was meant for the stream.
  init(descriptor: Int32) {
    self.descriptor = descriptor
    if !Self.holdOpen(descriptor) {
      failed.withLock { $0 = String(cString: strerror(EBADF)) }
    }
  }

  /// Puts `/dev/null` on `descriptor` when it is closed (as `prog >&-` leaves it); answers
  /// whether it was open.
  @discardableResult
  static func holdOpen(_ descriptor: Int32) -> Bool {
    guard fcntl(descriptor, F_GETFD) < 0, errno == EBADF else { return true }
    let null = open("/dev/null", O_RDWR)
    if null >= 0, null != descriptor {
      _ = dup2(null, descriptor)
      _ = close(null)
    }
    return false
  }

  /// Why the first failed write failed, or `nil`.
  @Sendable func failure() -> String? {
    failed.withLock { $0 }
  }

  /// Writes all of `text`, retrying after signals; after a failure, writes nothing more.
  @Sendable func write(_ text: String) {
    failed.withLock { failure in
      guard failure == nil else { return }
      var bytes = Array(text.utf8)[...]
      while !bytes.isEmpty {
        let count = bytes.withUnsafeBytes { buffer in
          systemWrite(descriptor, buffer.baseAddress, buffer.count)
        }
        if count > 0 {
          bytes = bytes.dropFirst(count)
        } else if count < 0, errno == EINTR {
          continue
        } else {
          failure = count < 0 ? String(cString: strerror(errno)) : "nothing was written"
          return
        }
      }
    }
  }
}

/// write(2), out of reach of ``StandardStream/write(_:)``'s name.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
