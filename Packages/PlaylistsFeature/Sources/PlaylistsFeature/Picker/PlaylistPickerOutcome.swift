import MusicPresentation
import SubsonicClient

/// What became of the songs a ``PlaylistPicker`` was opened for, in one line for a status line:
/// `Added 12 songs to Road trip`, or why not.
public enum PlaylistPickerOutcome: Hashable, Sendable, CustomStringConvertible {
  /// `songCount` songs were added to `playlist` (as read back after the change), which was
  /// created with them when `isNew`.
  case added(songCount: Int, to: Playlist, isNew: Bool)
  /// Nothing was added, or it was but could not be read back: why, in one line.
  case failed(reason: String)

  /// The outcome of adding `songCount` songs to the playlist named `name` (`isNew` when it was
  /// being created), from the state the ``PlaylistStore`` ended in.
  init(_ state: PlaylistStore.State, songCount: Int, to name: String, isNew: Bool) {
    let what = "\(Self.songs(songCount)) to \(oneLine(name))"
    switch state {
    case .loaded(let playlist):
      self = .added(songCount: songCount, to: playlist, isNew: isNew)
    case .failed(let failure, _):
      self = .failed(reason: Self.reason(failure, adding: what, isNew: isNew))
    case .rejected(let problem):
      self = .failed(reason: "Could not add \(what): \(problem)")
    case .idle, .loading, .deleted:
      self = .failed(reason: "Could not add \(what): the server's answer was lost")
    }
  }

  /// Whether nothing was added, or it could not be read back.
  public var isFailure: Bool {
    if case .failed = self { return true }
    return false
  }

  /// `Added 12 songs to Road trip`, `Added 1 song to Evening, a new playlist`, or the reason.
  public var description: String {
    switch self {
    case .added(let count, let playlist, let isNew):
      let new = isNew ? ", a new playlist" : ""
      let name = oneLine(NameText.shown(playlist.name, or: .name))
      return "Added \(Self.songs(count)) to \(name)\(new)"
    case .failed(let reason):
      return reason
    }
  }

  /// Why adding `what` (`12 songs to Road trip`) failed: the change, or reading it back.
  private static func reason(_ failure: PlaylistFailure, adding what: String, isNew: Bool)
    -> String
  {
    switch failure {
    case .change(_, let error):
      let doubt = isNew ? "it may have been created anyway" : "they may have been added anyway"
      let maybe = failure.changeMayHaveBeenApplied ? " (\(doubt); not tried again)" : ""
      return "Could not add \(what): \(error)\(maybe)"
    case .readBack(_, let error):
      return "Added \(what), but could not read the playlist back: \(error)"
    default:
      return "Could not add \(what): \(failure)"
    }
  }

  /// `1 song`, `12 songs`.
  static func songs(_ count: Int) -> String {
    count == 1 ? "1 song" : "\(count) songs"
  }
}
