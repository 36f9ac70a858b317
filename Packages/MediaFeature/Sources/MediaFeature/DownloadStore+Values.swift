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

  /// A download as asked: which song, where to, and whether to replace a file already there.
  public struct Request: Sendable, Hashable {
    /// The song.
    public let songID: SongID
    /// Where the file goes.
    public let target: SaveTarget
    /// Whether a file already there is replaced (`--force`).
    public let replacing: Bool

    /// Creates a request.
    public init(songID: SongID, target: SaveTarget, replacing: Bool = false) {
      self.songID = songID
      self.target = target
      self.replacing = replacing
    }
  }
}

/// A song saved to a file.
public struct SavedSong: Sendable, Equatable {
  /// The song's metadata.
  public let song: Song
  /// Where it is.
  public let file: URL
  /// How to show where it is: the user's `-o` text, with the file's name when it was a folder.
  public let shown: String
  /// The file's size in bytes.
  public let byteCount: Int64

  /// Creates a saved song.
  public init(song: Song, file: URL, shown: String, byteCount: Int64) {
    self.song = song
    self.file = file
    self.shown = shown
    self.byteCount = byteCount
  }
}

/// Why a download failed: the client's error, or a local file that could not be saved.
public enum DownloadFailure: Error, Sendable, Equatable {
  /// The server, the network or a cancellation.
  case client(SubsonicError)
  /// The destination: already there, or not writable.
  case file(SaveError)

  /// What the workflow threw, as a ``DownloadFailure``: a ``SaveError`` is a file failure, anything
  /// else the client's (``SubsonicError/wrapping(_:)``).
  public static func wrapping(_ error: any Error) -> DownloadFailure {
    if let error = error as? SaveError { return .file(error) }
    return .client(SubsonicError.wrapping(error))
  }

  /// Whether trying again may succeed: only a client failure that says so.
  public var isRetryable: Bool {
    guard case .client(let error) = self else { return false }
    return error.isRetryable
  }
}
