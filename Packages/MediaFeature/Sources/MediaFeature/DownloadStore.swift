import DependencyRegistry
import Foundation
import Observation
import SubsonicClient

/// Saves a song's original file where the user asked, and holds what to show: idle, reading the
/// song, the progress while downloading, the saved file, or the failure.
///
/// The workflow: refuse a file that is there unless replacing was asked; read the song
/// (`getSong`: the id must be a song's, and its metadata names the file in a folder,
/// ``DownloadFileName``); download into a hidden temporary file next to the destination; move
/// it into place whole (``SavedFile``). Nothing is left at the destination or beside it when
/// anything fails or the task is cancelled.
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
  @ObservationIgnored private var generation = 0
  @ObservationIgnored private var cancelInFlight: (@Sendable () -> Void)?

  /// Creates a store in the ``State/idle`` state.
  ///
  /// - Parameter client: the client to download with; by default the registry's current
  ///   `DependencyValues.current.subsonicClient`, read once, here.
  public init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    self.client = client
  }

  /// Saves the song `request` names where it says.
  public func save(_ request: Request) async {
    cancelInFlight?()
    generation += 1
    let ticket = generation
    self.request = request
    state = .reading
    let outcome = await run(request, ticket: ticket)
    guard ticket == generation else { return }
    cancelInFlight = nil
    switch outcome {
    case .success(let saved):
      state = .saved(saved)
    case .failure(let failure):
      state = .failed(failure, canRetry: failure.isRetryable)
    }
  }

  /// Repeats the last download (a read: safe to repeat); does nothing when nothing was asked yet.
  public func retry() async {
    guard let request else { return }
    await save(request)
  }

  private func run(_ request: Request, ticket: Int) async -> Result<SavedSong, DownloadFailure> {
    do {
      if case .file(let url, let shown) = request.target {
        try SavedFile.checkFree(url, shownAs: shown, replacing: request.replacing)
      }
      let client = self.client
      let song = try await cancellable { try await client.getSong(request.songID) }.get()
      guard ticket == generation else { return .failure(.client(.cancelled)) }
      let (file, shown) = request.target.destination(named: DownloadFileName.make(for: song))
      try SavedFile.checkFree(file, shownAs: shown, replacing: request.replacing)
      let temporary = SavedFile.temporary(next: file)
      defer { try? FileManager.default.removeItem(at: temporary) }
      state = .downloading(TransferProgress(receivedBytes: 0))
      let downloaded: DownloadedFile
      do {
        downloaded = try await transfer(request.songID, to: temporary, ticket: ticket).get()
      } catch SubsonicError.fileSystem(_, let reason) {
        // Named as the user knows it, not by the hidden temporary file.
        throw SaveError.cannotWrite(shown, reason: reason, permissionDenied: false)
      }
      guard ticket == generation else { return .failure(.client(.cancelled)) }
      try SavedFile.place(temporary, at: file, shownAs: shown, replacing: request.replacing)
      return .success(
        SavedSong(song: song, file: file, shown: shown, byteCount: downloaded.byteCount))
    } catch let error as SaveError {
      return .failure(.file(error))
    } catch {
      return .failure(.client(SubsonicError.wrapping(error)))
    }
  }

  /// Runs the client's download, showing its progress while `ticket` is current.
  private func transfer(
    _ id: SongID, to file: URL, ticket: Int
  ) async -> Result<DownloadedFile, any Error> {
    let (updates, continuation) = AsyncStream.makeStream(
      of: TransferProgress.self, bufferingPolicy: .bufferingNewest(1))
    let client = self.client
    let task = Task {
      defer { continuation.finish() }
      return try await client.download(id, file) { continuation.yield($0) }
    }
    cancelInFlight = { task.cancel() }
    return await withTaskCancellationHandler {
      for await progress in updates where ticket == generation {
        state = .downloading(progress)
      }
      return await task.result
    } onCancel: {
      task.cancel()
    }
  }

  /// Runs `operation` as the request in flight, cancelled with the task that awaits it.
  private func cancellable<T: Sendable>(
    _ operation: @escaping @Sendable () async throws -> T
  ) async -> Result<T, any Error> {
    let task = Task { try await operation() }
    cancelInFlight = { task.cancel() }
    return await withTaskCancellationHandler {
      await task.result
    } onCancel: {
      task.cancel()
    }
  }
}
