import Foundation
import Locking
import SubsonicClient

/// The preview's in-memory server: the catalog plus everything written to it, behind a mutex.
final class PreviewLibrary: Sendable {
  private let state: Locked<PreviewState>

  init(now: Date = Date()) {
    state = Locked(PreviewState(now: now))
  }

  /// Runs `body` on the state, alone.
  func withState<Result: Sendable>(
    _ body: (inout PreviewState) throws(SubsonicError) -> Result
  ) throws(SubsonicError) -> Result {
    try state.withLock { (state) throws(SubsonicError) -> Result in try body(&state) }
  }

  /// Writes the file of `id` (original, or "transcoded" when `format` names another format) to
  /// `destination` in 4 KiB steps, reporting each; nothing is left at `destination` on failure.
  func transfer(
    _ id: SongID,
    format: String?,
    to destination: URL,
    progress: @Sendable (TransferProgress) -> Void
  ) async throws(SubsonicError) -> DownloadedFile {
    let file = try withState { state throws(SubsonicError) in try state.file(id, format: format) }
    let total = Int64(file.bytes.count)
    var received: Int64 = 0
    while received < total {
      if Task.isCancelled { throw .cancelled }
      received = min(total, received + 4_096)
      progress(TransferProgress(receivedBytes: received, expectedBytes: file.expectedBytes))
      await Task.yield()
    }
    if Task.isCancelled { throw .cancelled }
    do {
      try file.bytes.write(to: destination, options: .atomic)
    } catch {
      throw .fileSystem(path: destination.path, reason: "\(error.localizedDescription)")
    }
    return DownloadedFile(url: destination, byteCount: total, contentType: file.contentType)
  }
}
