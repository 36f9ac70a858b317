import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a download to a hidden temporary file next to its destination, chunk by chunk, and
/// moves it into place only when it is complete.
///
/// The temporary file is `.NAME.partial-RANDOM` in the destination's folder, so that the final
/// `rename(2)` stays on one file system and is atomic: the destination holds either its previous
/// content or the whole new file, never a part of it. Nothing is kept in memory but the chunk
/// being written. Not thread-safe: its owner serialises every call (the bridge holds it under its
/// lock).
final class FileDownloadWriter {
  /// Where the complete file goes.
  let destination: URL
  /// The temporary file being written.
  let temporaryURL: URL
  /// The bytes written so far.
  private(set) var bytesWritten: Int64 = 0
  private var descriptor: Int32

  /// Creates the temporary file, next to `destination`, exclusively (it never opens an existing
  /// file).
  init(destination: URL) throws(TransportError) {
    self.destination = destination
    let folder = destination.deletingLastPathComponent()
    let name = destination.lastPathComponent
    let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 16)
    temporaryURL = folder.appendingPathComponent(".\(name).partial-\(suffix)")
    let flags = O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC
    descriptor = open(temporaryURL.path, flags, 0o644)
    guard descriptor >= 0 else {
      throw .fileSystem(path: destination.path, reason: Self.lastErrorReason())
    }
  }

  deinit {
    // An owner that forgot to commit or discard must not leave a partial file behind.
    if descriptor >= 0 {
      _ = close(descriptor)
      _ = unlink(temporaryURL.path)
    }
  }

  /// Appends a chunk to the temporary file.
  func write(_ data: Data) throws(TransportError) {
    guard descriptor >= 0 else {
      throw .fileSystem(path: destination.path, reason: "the download was already finished")
    }
    let reason: String? = data.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return nil }  // nothing to write
      var offset = 0
      while offset < buffer.count {
        let written = SystemCall.write(
          descriptor, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return Self.lastErrorReason()
        }
        offset += written
      }
      return nil
    }
    if let reason {
      discard()
      throw .fileSystem(path: destination.path, reason: reason)
    }
    bytesWritten += Int64(data.count)
  }

  /// Closes the temporary file, checks it against the length the server announced, and renames
  /// it over the destination. On any failure the temporary file is removed and the destination
  /// is left as it was.
  ///
  /// - Returns: the file's size.
  func commit(expectedBytes: Int64?, host: String) throws(TransportError) -> Int64 {
    guard descriptor >= 0 else {
      throw .fileSystem(path: destination.path, reason: "the download was already finished")
    }
    if let expectedBytes, expectedBytes != bytesWritten {
      discard()
      throw .connectionLost(host: host)
    }
    if fsync(descriptor) != 0 {
      let reason = Self.lastErrorReason()
      discard()
      throw .fileSystem(path: destination.path, reason: reason)
    }
    let closed = close(descriptor)
    descriptor = -1
    guard closed == 0 else {
      let reason = Self.lastErrorReason()
      _ = unlink(temporaryURL.path)
      throw .fileSystem(path: destination.path, reason: reason)
    }
    guard rename(temporaryURL.path, destination.path) == 0 else {
      let reason = Self.lastErrorReason()
      _ = unlink(temporaryURL.path)
      throw .fileSystem(path: destination.path, reason: reason)
    }
    return bytesWritten
  }

  /// Closes and removes the temporary file; the destination is left as it was. Safe to call more
  /// than once.
  func discard() {
    guard descriptor >= 0 else { return }
    _ = close(descriptor)
    descriptor = -1
    _ = unlink(temporaryURL.path)
  }

  private static func lastErrorReason() -> String {
    String(cString: strerror(errno))
  }
}
