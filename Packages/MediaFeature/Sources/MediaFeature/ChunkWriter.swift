import Foundation
import Locking

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a stream's bytes go as they come: a new file (the hidden temporary of a save), or an
/// open descriptor (standard output for `-o -`, written as the song arrives, so that a player
/// reading the pipe starts at once).
final class ChunkWriter: Sendable {
  private struct State {
    var bytes: Int64 = 0
    var failure: SaveError?
    var isOpen = true
  }

  private let descriptor: Int32
  private let ownsDescriptor: Bool
  private let shown: String
  private let state = Locked(State())

  private init(descriptor: Int32, ownsDescriptor: Bool, shown: String) {
    self.descriptor = descriptor
    self.ownsDescriptor = ownsDescriptor
    self.shown = shown
  }

  deinit {
    if ownsDescriptor, state.withLock({ $0.isOpen }) { _ = close(descriptor) }
  }

  /// A writer to the new file `url` (never an existing one), shown as `shown` in errors.
  static func creating(_ url: URL, shownAs shown: String) throws(SaveError) -> ChunkWriter {
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw .cannotWrite(shown, reason: String(cString: strerror(errno)))
    }
    return ChunkWriter(descriptor: descriptor, ownsDescriptor: true, shown: shown)
  }

  /// A writer to the open `descriptor`, which stays open.
  static func writing(to descriptor: Int32, shownAs shown: String) -> ChunkWriter {
    ChunkWriter(descriptor: descriptor, ownsDescriptor: false, shown: shown)
  }

  /// The first failure, once writing failed.
  var failure: SaveError? { state.withLock { $0.failure } }

  /// Appends `data`; the bytes written so far. After a failure every call throws it.
  @discardableResult
  func write(_ data: Data) throws(SaveError) -> Int64 {
    try state.withLock { state throws(SaveError) in
      if let failure = state.failure { throw failure }
      let code = SavedFile.writeAll(data, to: descriptor)
      guard code == 0 else {
        let reason = String(cString: strerror(code))
        let failure: SaveError =
          ownsDescriptor
          ? .cannotWrite(shown, reason: reason) : .cannotWriteOutput(shown, reason: reason)
        state.failure = failure
        throw failure
      }
      state.bytes += Int64(data.count)
      return state.bytes
    }
  }

  /// Flushes and closes a file of its own; the bytes written.
  func finish() throws(SaveError) -> Int64 {
    try state.withLock { state throws(SaveError) in
      if let failure = state.failure { throw failure }
      guard ownsDescriptor, state.isOpen else { return state.bytes }
      state.isOpen = false
      let flushed = fsync(descriptor) == 0
      let code = errno
      guard close(descriptor) == 0, flushed else {
        throw .cannotWrite(shown, reason: String(cString: strerror(flushed ? errno : code)))
      }
      return state.bytes
    }
  }
}
