import Foundation
import SubsonicClient

extension DownloadStore {
  /// What the store shows.
  public enum State: Sendable, Equatable {
    /// Nothing was asked yet.
    case idle
    /// The song's metadata is being read.
    case reading
    /// The download is under way: the bytes written so far and the total when known.
    case downloading(TransferProgress)
    /// The song is complete at its destination.
    case saved(SavedSong)
    /// The download failed and left nothing behind: why, and whether ``DownloadStore/retry()``
    /// may succeed. A cancelled download is `.failed(.client(.cancelled), canRetry: true)`.
    case failed(DownloadFailure, canRetry: Bool)
  }

  /// A download as asked: which song, where to, whether to replace a file already there, and
  /// whether the original file or the stream (transcoded as asked) is saved.
  public struct Request: Sendable, Hashable {
    /// The song.
    public let songID: SongID
    /// Where the file goes.
    public let target: SaveTarget
    /// Whether a file already there is replaced (`--force`).
    public let replacing: Bool
    /// The stream's format and bit rate to save (`stream`), or `nil` for the original file.
    public let stream: StreamOptions?

    /// Creates a request.
    public init(
      songID: SongID, target: SaveTarget, replacing: Bool = false, stream: StreamOptions? = nil
    ) {
      self.songID = songID
      self.target = target
      self.replacing = replacing
      self.stream = stream
    }
  }
}
