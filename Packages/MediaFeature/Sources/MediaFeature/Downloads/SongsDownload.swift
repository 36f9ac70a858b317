import DependencyRegistry
import Foundation
import Observation
import SubsonicClient

/// Saves songs into a folder one after the other, each as `download` saves one (its
/// ``DownloadStore``: the safe default name, a temporary file moved into place whole), and holds
/// what to show: the song being saved with its progress, then how many were saved.
///
/// A song whose file is already in the folder is counted as there, not replaced and not a
/// failure, so downloading an album again fetches only what is missing. A song that fails is
/// counted and the others go on. Cancelling the task that calls ``download(_:into:shownAs:)``
/// stops after the song being saved is cleaned up (``DownloadStore`` leaves nothing behind).
@MainActor @Observable public final class SongsDownload {
  /// What the download shows.
  public enum State: Sendable, Equatable {
    /// Nothing asked yet.
    case idle
    /// Saving the song at `index` (from 0) of `count`.
    case saving(Song, index: Int, count: Int)
    /// Every song was tried.
    case finished(Outcome)
  }

  /// How a download of songs ended.
  public struct Outcome: Sendable, Equatable {
    /// The files saved, in order.
    public var saved: [SavedSong] = []
    /// How many songs were already in the folder.
    public var alreadyThere = 0
    /// How many failed, and the last failure.
    public var failed = 0
    /// The last failure, if any.
    public var lastFailure: DownloadFailure?
    /// The folder as shown to the user (`nil` for the current folder).
    public var folder: String?
    /// Whether the download was cancelled before every song was tried.
    public var cancelled = false

    /// An outcome with nothing saved yet, into `folder`.
    public init(folder: String?) {
      self.folder = folder
    }
  }

  /// What the download shows.
  public private(set) var state = State.idle
  /// The store saving the current song: its ``DownloadStore/state`` has the song's progress.
  public let store: DownloadStore

  /// A download with `client`: by default the registry's current
  /// `DependencyValues.current.subsonicClient`, read once, here.
  public init(client: SubsonicClient = DependencyValues.current.subsonicClient) {
    store = DownloadStore(client: client)
  }

  /// Saves `songs` into `folder` (shown as `shown`, `nil` for the current folder) in order.
  public func download(_ songs: [Song], into folder: URL, shownAs shown: String?) async {
    var outcome = Outcome(folder: shown)
    for (index, song) in songs.enumerated() {
      guard !Task.isCancelled else {
        outcome.cancelled = true
        break
      }
      state = .saving(song, index: index, count: songs.count)
      await store.save(
        DownloadStore.Request(songID: song.id, target: .folder(folder, shown: shown)))
      switch store.state {
      case .saved(let file): outcome.saved.append(file)
      case .failed(.file(.alreadyExists), _): outcome.alreadyThere += 1
      case .failed(.client(.cancelled), _): outcome.cancelled = true
      case .failed(let failure, _):
        outcome.failed += 1
        outcome.lastFailure = failure
      case .idle, .reading, .downloading: break
      }
    }
    state = .finished(outcome)
  }
}
