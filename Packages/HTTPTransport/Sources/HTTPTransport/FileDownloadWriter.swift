import Foundation
import Locking

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The ``DownloadWriter`` of ``DownloadSink/file(_:)``: writes a download to a hidden temporary
/// file next to its destination, chunk by chunk, and moves it into place only when it is
/// complete.
///
/// The temporary file is `.NAME.partial-RANDOM` in the destination's folder, so that the final
/// `rename(2)` stays on one file system and is atomic: the destination holds either its previous
/// content or the whole new file, never a part of it. Nothing is kept in memory but the chunk
/// being written. Every call holds the writer's lock, so a `discard` from another thread waits
/// for a write in progress and the temporary file is gone when it returns.
final class FileDownloadWriter: DownloadWriter {
  /// Where the complete file goes.
  let destination: URL
  /// The temporary file being written.
  let temporaryURL: URL
  /// The open temporary file (-1 once committed or discarded) and the bytes written to it.
  private let file: Locked<(descriptor: Int32, written: Int64)>

  /// Creates the temporary file, next to `destination`, exclusively (it never opens an existing
  /// file).
  init(destination: URL) throws(TransportError) {
    self.destination = destination
    let folder = destination.deletingLastPathComponent()
    let name = destination.lastPathComponent
    let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 16)
    temporaryURL = folder.appendingPathComponent(".\(name).partial-\(suffix)")
    let flags = O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC
    let descriptor = open(temporaryURL.path, flags, 0o644)
    guard descriptor >= 0 else {
      throw .fileSystem(path: destination.path, reason: Self.lastErrorReason())
    }
    file = Locked((descriptor, 0))
  }

  deinit {
    // An owner that forgot to commit or discard must not leave a partial file behind.
    discard()
  }

  var bytesWritten: Int64 { file.withLock { $0.written } }

  /// Appends a chunk to the temporary file.
  func write(_ data: Data) throws(TransportError) -> Int64 {
    let result: Result<Int64, TransportError> = file.withLock { file in
      guard file.descriptor >= 0 else { return .failure(alreadyFinished) }
      let descriptor = file.descriptor
      let reason: String? = data.withUnsafeBytes { buffer in
        guard let base = buffer.baseAddress else { return nil }  // nothing to write
        var offset = 0
        while offset < buffer.count {
          let written = SystemCall.write(descriptor, base + offset, buffer.count - offset)
          if written < 0 {
            if errno == EINTR { continue }
            return Self.lastErrorReason()
          }
          offset += written
        }
        return nil
      }
      if let reason {
        remove(&file.descriptor)
        return .failure(.fileSystem(path: destination.path, reason: reason))
      }
      file.written += Int64(data.count)
      return .success(file.written)
    }
    return try result.get()
  }

  /// Closes the temporary file, checks it against the length the server announced, and renames
  /// it over the destination. On any failure the temporary file is removed and the destination
  /// is left as it was.
  func commit(expectedBytes: Int64?, host: String) throws(TransportError) -> Int64 {
    let result: Result<Int64, TransportError> = file.withLock { file in
      guard file.descriptor >= 0 else { return .failure(alreadyFinished) }
      if let expectedBytes, expectedBytes != file.written {
        remove(&file.descriptor)
        return .failure(.connectionLost(host: host))
      }
      if fsync(file.descriptor) != 0 {
        let reason = Self.lastErrorReason()
        remove(&file.descriptor)
        return .failure(.fileSystem(path: destination.path, reason: reason))
      }
      let closed = close(file.descriptor)
      file.descriptor = -1
      guard closed == 0, rename(temporaryURL.path, destination.path) == 0 else {
        let reason = Self.lastErrorReason()
        _ = unlink(temporaryURL.path)
        return .failure(.fileSystem(path: destination.path, reason: reason))
      }
      return .success(file.written)
    }
    return try result.get()
  }

  /// Closes and removes the temporary file; the destination is left as it was.
  func discard() {
    file.withLock { remove(&$0.descriptor) }
  }

  /// Closes `descriptor` and removes the temporary file, unless that was done already.
  private func remove(_ descriptor: inout Int32) {
    guard descriptor >= 0 else { return }
    _ = close(descriptor)
    descriptor = -1
    _ = unlink(temporaryURL.path)
  }

  private var alreadyFinished: TransportError {
    .fileSystem(path: destination.path, reason: "the download was already finished")
  }

  private static func lastErrorReason() -> String {
    String(cString: strerror(errno))
  }
}
