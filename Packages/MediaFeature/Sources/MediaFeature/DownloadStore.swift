import DependencyRegistry
import Foundation
import LoadStore
import Observation
import SubsonicClient

/// Saves a song's original file (`download`) or its stream (`stream`, transcoded as asked) where
/// the user asked, and holds what to show: idle, reading the song, the progress while
/// downloading, the saved file, or the failure.
///
/// The workflow: refuse a file that is there unless replacing was asked; read the song
/// (`getSong`: the id must be a song's, and its metadata names the file in a folder,
/// ``DownloadFileName``); download into a hidden temporary file next to the destination; move
/// it into place whole (``SavedFile``). Nothing is left at the destination or beside it when
/// anything fails or the task is cancelled. A stream to standard output is written as it comes.
///
/// Progress reports, which the client makes from any thread, reach ``state`` on the main actor
/// in order; when they come faster than the main actor takes them, only the latest waiting one
/// is shown. Observe ``state`` (Observation) to draw it. A new ``save(_:)`` supersedes, and
/// cancels, one still running.
@MainActor @Observable public final class DownloadStore {
  /// What the store shows.
  public private(set) var state: State = .idle
  /// The last download asked, which ``retry()`` repeats; `nil` before the first.
  public private(set) var request: Request?

  @ObservationIgnored private let client: SubsonicClient
  @ObservationIgnored private let latest = LatestRequest(DownloadFailure.wrapping)

  /// Creates a store in the ``State/idle`` state.
  ///
  /// - Parameter client: the client to download with; by default the registry's current
  ///   `DependencyValues.current.subsonicClient`, read once, here.
  public init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.client = client
  }

  /// Saves the song `request` names where it says.
  public func save(_ request: Request) async {
    self.request = request
    let ticket = latest.supersede()
    state = .reading
    let client = self.client
    let outcome = await latest.run(as: ticket) {
      try await Self.save(request, with: client) { progress in
        await self.show(progress, ticket: ticket)
      }
    }
    switch outcome {
    case .success(let saved):
      state = .saved(saved)
    case .failure(let failure):
      state = .failed(failure, canRetry: failure.isRetryable)
    case nil:
      return  // a newer save owns the state
    }
  }

  /// Repeats the last download (a read: safe to repeat); does nothing when nothing was asked yet.
  public func retry() async {
    guard let request else { return }
    await save(request)
  }

  private func show(_ progress: TransferProgress, ticket: Int) {
    guard ticket == latest.generation else { return }
    state = .downloading(progress)
  }

  /// The workflow, off the main actor; `show` gets each progress report in order.
  private nonisolated static func save(
    _ request: Request, with client: SubsonicClient,
    show: @escaping @Sendable (TransferProgress) async -> Void
  ) async throws -> SavedSong {
    if case .file(let url, let shown) = request.target {
      try SavedFile.checkFree(url, shownAs: shown, replacing: request.replacing)
    }
    let song = try await client.getSong(request.songID)
    let name = DownloadFileName.make(for: song, format: request.stream?.format)
    let (file, shown) = request.target.destination(named: name)
    if let options = request.stream, case .descriptor(let descriptor, _) = request.target {
      // Straight to the pipe as the song comes: a player reading it starts at once.
      let writer = ChunkWriter.writing(to: descriptor, shownAs: shown)
      let streamed = try await stream(
        request.songID, options, into: writer, with: client, show: show)
      return SavedSong(
        song: song, file: file, shown: shown, byteCount: streamed.bytes,
        mediaType: streamed.mediaType)
    }
    try SavedFile.checkFree(file, shownAs: shown, replacing: request.replacing)
    let temporary = SavedFile.temporary(next: file)
    defer { try? FileManager.default.removeItem(at: temporary) }
    await show(TransferProgress(receivedBytes: 0))
    let saved: (bytes: Int64, mediaType: String?)
    if let options = request.stream {
      let writer = try ChunkWriter.creating(temporary, shownAs: shown)
      saved = try await stream(request.songID, options, into: writer, with: client, show: show)
    } else {
      do {
        let file = try await reporting(to: show) { report in
          try await client.download(request.songID, temporary, report)
        }
        saved = (file.byteCount, file.contentType)
      } catch SubsonicError.fileSystem(_, let reason) {
        // Named as the user knows it, not by the hidden temporary file.
        throw SaveError.cannotWrite(shown, reason: reason)
      }
    }
    try Task.checkCancellation()
    if case .descriptor(let descriptor, _) = request.target {
      try SavedFile.copy(temporary, to: descriptor, shownAs: shown)
    } else {
      try SavedFile.place(temporary, at: file, shownAs: shown, replacing: request.replacing)
    }
    return SavedSong(
      song: song, file: file, shown: shown, byteCount: saved.bytes, mediaType: saved.mediaType)
  }

  /// Streams the song into `writer`; the bytes written and the media type the server sent. A
  /// failed write is the failure, not the cancelled stream it ends.
  private nonisolated static func stream(
    _ id: SongID, _ options: StreamOptions, into writer: ChunkWriter, with client: SubsonicClient,
    show: @escaping @Sendable (TransferProgress) async -> Void
  ) async throws -> (bytes: Int64, mediaType: String?) {
    let streamed: StreamedAudio
    do {
      streamed = try await reporting(to: show) { report in
        try await client.stream(id, options) { data in
          report(TransferProgress(receivedBytes: try writer.write(data)))
        }
      }
    } catch {
      if let failure = writer.failure { throw failure }
      throw error
    }
    return (try writer.finish(), streamed.contentType)
  }

  /// Runs `body`, handing each progress report it makes (from any thread) to `show` in order;
  /// when reports come faster than `show` takes them, only the latest waiting one is shown.
  private nonisolated static func reporting<Value: Sendable>(
    to show: @escaping @Sendable (TransferProgress) async -> Void,
    _ body:
      @escaping @Sendable (_ report: @escaping @Sendable (TransferProgress) -> Void)
      async throws -> Value
  ) async throws -> Value {
    let (updates, continuation) = AsyncStream.makeStream(
      of: TransferProgress.self, bufferingPolicy: .bufferingNewest(1))
    let work = Task {
      defer { continuation.finish() }
      return try await body { continuation.yield($0) }
    }
    return try await withTaskCancellationHandler {
      for await progress in updates { await show(progress) }
      return try await work.value
    } onCancel: {
      work.cancel()
    }
  }
}
