import Foundation
import PlayerClient

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The audio received and not yet played, in a file of its own: the download goes on at the
/// network's pace while the player reads at its own, pauses included, in bounded memory.
///
/// The file is removed as soon as it is open, so nothing is left behind whatever ends the
/// process. One thread appends (``append(_:)``), another reads (``read(at:into:)``) what was
/// appended before.
final class AudioSpool: Sendable {
  private let descriptor: Int32

  convenience init() throws(PlayerError) {
    let folder = FileManager.default.temporaryDirectory.path
    let name = "/sunsonic-audio-" + String(UInt64.random(in: 0...UInt64.max), radix: 16)
    try self.init(path: folder + name, keepsFile: false)
  }

  /// A spool in a new file at `path` (never an existing one, never through a link), removed at
  /// once unless `keepsFile` (a file a player opens by its path, in a private folder).
  init(path: String, keepsFile: Bool) throws(PlayerError) {
    descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else {
      let folder = String(path.split(separator: "/").dropLast().joined(separator: "/"))
      throw .cannotFeed("no temporary file in /\(folder): \(String(cString: strerror(errno)))")
    }
    if !keepsFile { _ = unlink(path) }
  }

  deinit { _ = close(descriptor) }

  /// Writes `bytes` at `offset` (the end of what was appended before).
  func append(_ bytes: Data, at offset: Int64) throws(PlayerError) {
    let failure: Int32? = bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return nil }
      var done = 0
      while done < buffer.count {
        let count = pwrite(
          descriptor, base + done, buffer.count - done, off_t(offset) + off_t(done))
        if count < 0 {
          if errno == EINTR { continue }
          return errno
        }
        done += count
      }
      return nil
    }
    if let failure {
      throw .cannotFeed("the temporary file: \(String(cString: strerror(failure)))")
    }
  }

  /// Reads up to `buffer.count` bytes at `offset`; the number read (0 at the end).
  func read(at offset: Int64, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    guard let base = buffer.baseAddress else { return 0 }
    while true {
      let count = pread(descriptor, base, buffer.count, off_t(offset))
      if count < 0 && errno == EINTR { continue }
      return max(0, count)
    }
  }
}
