import Foundation
import Locking

/// The ``DownloadWriter`` of ``DownloadSink/chunks(_:)``: hands each chunk to the consumer as it
/// comes, holding none of it.
///
/// The consumer is called outside any lock, so that a consumer that blocks holds up its own
/// exchange only, and a `discard` from another thread (cancellation, a deadline) never waits
/// for it: it only makes the next `write` fail.
final class ChunkForwarder: DownloadWriter {
  private let receive: @Sendable (Data) throws -> Void
  private let state = Locked<(count: Int64, isOpen: Bool)>((0, true))

  init(_ receive: @escaping @Sendable (Data) throws -> Void) {
    self.receive = receive
  }

  var bytesWritten: Int64 { state.withLock { $0.count } }

  /// Hands `data` to the consumer (not when it is empty). A consumer that throws ends the
  /// download with ``TransportError/cancelled``, as does a write after `discard`.
  func write(_ data: Data) throws(TransportError) -> Int64 {
    guard state.withLock({ $0.isOpen }) else { throw .cancelled }
    if !data.isEmpty {
      do {
        try receive(data)
      } catch {
        discard()
        throw .cancelled
      }
    }
    return state.withLock { state in
      state.count += Int64(data.count)
      return state.count
    }
  }

  func commit(expectedBytes: Int64?, host: String) throws(TransportError) -> Int64 {
    let result: Result<Int64, TransportError> = state.withLock { state in
      guard state.isOpen else { return .failure(.cancelled) }
      state.isOpen = false
      if let expectedBytes, expectedBytes != state.count {
        return .failure(.connectionLost(host: host))
      }
      return .success(state.count)
    }
    return try result.get()
  }

  func discard() {
    state.withLock { $0.isOpen = false }
  }
}
