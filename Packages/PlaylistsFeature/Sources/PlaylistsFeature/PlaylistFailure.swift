import MusicPresentation
import SubsonicClient

/// Why a ``PlaylistStore`` request failed, and at which step: before anything changed, while
/// changing, or after the change while reading it back.
public enum PlaylistFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// Loading the playlist (``PlaylistStore/load(_:)``) failed; nothing was changed.
  case load(PlaylistID, SubsonicError)
  /// Reading the playlist before a change failed (a removal checks its positions against it, a
  /// deletion names what it deletes): the change was not sent; nothing was changed.
  case check(PlaylistChange, SubsonicError)
  /// The change itself failed. It is never retried automatically: after a time-out, a
  /// cancellation or a lost connection the server may have applied it anyway.
  case change(PlaylistChange, SubsonicError)
  /// The change was made, but reading the playlist back failed; ``PlaylistStore/retry()`` reads
  /// it again (and only reads).
  case readBack(PlaylistChange, SubsonicError)
  /// The server created the playlist without returning it (classic servers answer an empty ok)
  /// and lists no playlist of that name.
  case createdPlaylistNotFound(name: String)
  /// The server accepted the deletion but still lists the playlist.
  case stillListed(PlaylistID)

  /// The client's error, for the cases that have one.
  public var subsonicError: SubsonicError? {
    switch self {
    case .load(_, let error), .check(_, let error), .change(_, let error),
      .readBack(_, let error):
      return error
    case .createdPlaylistNotFound, .stillListed:
      return nil
    }
  }

  /// Whether the server may have applied the change after all although ``change(_:_:)``
  /// reports an error: it timed out, was cancelled or lost the connection, so the request may
  /// have arrived. Check (read the playlist) before asking again.
  public var changeMayHaveBeenApplied: Bool {
    guard case .change(_, let error) = self else { return false }
    switch error {
    case .timedOut, .cancelled, .unreachable:
      return true
    default:
      return false
    }
  }

  /// One line naming the step and the cause, e.g.
  /// `could not rename playlist 7 to "Evening": the Subsonic server answered error 70 ...`.
  public var description: String {
    switch self {
    case .load(let id, let error):
      return "could not load playlist \(oneLine(id.rawValue)): \(error)"
    case .check(let change, let error):
      let id = change.playlistID.map { oneLine($0.rawValue) } ?? "?"
      return "could not read playlist \(id), so nothing was changed (\(change)): \(error)"
    case .change(let change, let error):
      let doubt =
        changeMayHaveBeenApplied
        ? " (the server may have applied it anyway; it was not retried)" : ""
      return "could not \(change): \(error)\(doubt)"
    case .readBack(let change, let error):
      return "\(change): done, but reading the playlist back failed: \(error)"
    case .createdPlaylistNotFound(let name):
      return "created playlist \"\(oneLine(name))\", but the server lists no playlist of that name"
    case .stillListed(let id):
      return "the server accepted deleting playlist \(oneLine(id.rawValue)) but still lists it"
    }
  }
}
