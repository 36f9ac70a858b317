import DependencyRegistry
import Foundation
import Observation
import SubsonicClient

/// Downloads a song's original file through ``SubsonicClient`` and holds what to show: idle, the
/// progress while downloading, the finished file, or the failure.
///
/// Progress reports, which the client makes from any thread, reach ``state`` on the main actor
/// in order; when they come faster than the main actor takes them, only the latest waiting one
/// is shown. The client is handed in through the initializer, defaulting to the registry's
/// current value, read once. Cancelling the task that awaits a download cancels the client's
/// call (whose live implementation removes the partial file) and leaves
/// `.failed(.cancelled, canRetry: true)`; a new download supersedes, and cancels, one still
/// running.
@MainActor @Observable public final class DownloadStore {
  /// What the store shows.
  public private(set) var state: State = .idle
  /// The last download asked, which ``retry()`` repeats; `nil` before the first.
  public private(set) var request: Request?
  /// The song's metadata, once read for a ``Destination/folder(_:)`` download; `nil` for a
  /// ``Destination/file(_:)`` download, which does not read it.
  public private(set) var song: Song?

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

  /// Downloads the song to the file `destination` (what the client does with an existing file
  /// there, it does).
  public func download(_ id: SongID, to destination: URL) async {
    await run(Request(songID: id, destination: .file(destination)))
  }

  /// Reads the song's metadata (`getSong`) and downloads it into `folder`, named
  /// ``DownloadFileName/make(for:)``.
  public func download(_ id: SongID, intoFolder folder: URL) async {
    await run(Request(songID: id, destination: .folder(folder)))
  }

  /// Repeats the last download (a read: safe to repeat); does nothing when nothing was asked yet.
  public func retry() async {
    guard let request else { return }
    await run(request)
  }

  private func run(_ request: Request) async {
    cancelInFlight?()
    generation += 1
    let ticket = generation
    self.request = request
    song = nil
    state = .downloading(TransferProgress(receivedBytes: 0))
    let file: URL
    switch request.destination {
    case .file(let url):
      file = url
    case .folder(let folder):
      let client = self.client
      let result = await cancellable { try await client.getSong(request.songID) }
      guard ticket == generation else { return }
      switch result {
      case .success(let song):
        self.song = song
        file = folder.appendingPathComponent(DownloadFileName.make(for: song), isDirectory: false)
      case .failure(let error):
        finish(.failure(error))
        return
      }
    }
    let result = await transfer(request.songID, to: file, ticket: ticket)
    guard ticket == generation else { return }
    finish(result)
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

  private func finish(_ result: Result<DownloadedFile, any Error>) {
    cancelInFlight = nil
    switch result {
    case .success(let file):
      state = .finished(file)
    case .failure(let error):
      let failure = SubsonicError.wrapping(error)
      state = .failed(failure, canRetry: failure.isRetryable)
    }
  }
}
