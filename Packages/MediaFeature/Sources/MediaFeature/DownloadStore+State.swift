import Foundation
import SubsonicClient

extension DownloadStore {
  /// What the store shows.
  public enum State: Sendable, Equatable {
    /// Nothing was asked yet.
    case idle
    /// The download is under way: the bytes written so far and the total when known (0 bytes
    /// while the song's metadata is read for a default file name).
    case downloading(TransferProgress)
    /// The song is complete on disk.
    case finished(DownloadedFile)
    /// The download failed (the client leaves no partial file): why, and whether
    /// ``DownloadStore/retry()`` may succeed (``SubsonicError/isRetryable``). A cancelled
    /// download is `.failed(.cancelled, canRetry: true)`.
    case failed(SubsonicError, canRetry: Bool)
  }

  /// A download as asked: which song, and where to.
  public struct Request: Sendable, Hashable {
    /// The song.
    public let songID: SongID
    /// Where the file goes.
    public let destination: Destination

    /// Creates a request.
    public init(songID: SongID, destination: Destination) {
      self.songID = songID
      self.destination = destination
    }
  }

  /// Where a download goes.
  public enum Destination: Sendable, Hashable {
    /// This file.
    case file(URL)
    /// A file in this folder named by ``DownloadFileName/make(for:)`` from the song's metadata.
    case folder(URL)
  }
}
