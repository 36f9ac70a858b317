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
  /// `destination` whole after "receiving" it in 4 KiB steps, reporting each; nothing is left at
  /// `destination` on failure.
  func transfer(
    _ id: SongID,
    format: String?,
    to destination: URL,
    progress: @Sendable (TransferProgress) -> Void
  ) async throws(SubsonicError) -> DownloadedFile {
    let file = try await send(id, format: format) { _, sent in progress(sent) }
    do {
      try file.bytes.write(to: destination, options: .atomic)
    } catch {
      throw .fileSystem(path: destination.path, reason: "\(error.localizedDescription)")
    }
    return DownloadedFile(
      url: destination, byteCount: Int64(file.bytes.count), contentType: file.contentType)
  }

  /// Hands the file of `id` (as ``transfer(_:format:to:progress:)`` picks it) to `receive` in
  /// 4 KiB chunks, in order; a `receive` that throws ends it with ``SubsonicError/cancelled``.
  func stream(
    _ id: SongID,
    format: String?,
    to receive: @Sendable (Data) throws -> Void
  ) async throws(SubsonicError) -> StreamedAudio {
    let file = try await send(id, format: format) { (chunk, _) throws(SubsonicError) in
      do { try receive(chunk) } catch { throw .cancelled }
    }
    return StreamedAudio(byteCount: Int64(file.bytes.count), contentType: file.contentType)
  }

  /// Passes the file of `id` to `each` in 4 KiB chunks, with the progress after each, yielding
  /// between them and stopping with ``SubsonicError/cancelled`` when the task is cancelled.
  private func send(
    _ id: SongID,
    format: String?,
    _ each: (_ chunk: Data, _ sent: TransferProgress) throws(SubsonicError) -> Void
  ) async throws(SubsonicError) -> PreviewState.File {
    let file = try withState { state throws(SubsonicError) in try state.file(id, format: format) }
    let bytes = file.bytes
    var sent = bytes.startIndex
    while sent < bytes.endIndex {
      if Task.isCancelled { throw .cancelled }
      let end = min(bytes.endIndex, sent + 4_096)
      try each(
        Data(bytes[sent..<end]),
        TransferProgress(
          receivedBytes: Int64(end - bytes.startIndex), expectedBytes: file.expectedBytes))
      sent = end
      await Task.yield()
    }
    if Task.isCancelled { throw .cancelled }
    return file
  }
}
