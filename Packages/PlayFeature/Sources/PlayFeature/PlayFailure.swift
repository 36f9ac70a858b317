import MusicPresentation
import PlayerClient
import SubsonicClient

/// Why playing stopped before the end of the queue.
public enum PlayFailure: Error, Sendable, Equatable, CustomStringConvertible {
  /// The server refused or failed a request (the queue, a song's audio).
  case server(SubsonicError)
  /// The player could not start or failed.
  case player(PlayerError)
  /// The selection holds no song.
  case emptyQueue
  /// `--resume`, and the server has no saved queue.
  case nothingSaved
  /// `--bookmark`, and the server has no bookmark on the song: the song as shown (its title and
  /// id, not yet escaped).
  case noBookmark(song: String)
  /// Songs of the queue whose audio did not all come (each played as far as it came, the queue
  /// going on): how many, and the last one's failure.
  indirect case songsSkipped(count: Int, last: PlayFailure)

  /// A one-line message that names the cause.
  public var description: String {
    switch self {
    case .server(let error): return error.description
    case .player(let error): return error.description
    case .emptyQueue: return "nothing to play: the selection holds no song"
    case .nothingSaved: return "nothing to resume: the server holds no saved play queue"
    case .noBookmark(let song): return "no bookmark on \(oneLine(song)): nothing to resume"
    case .songsSkipped(let count, let last):
      let songs = count == 1 ? "1 song" : "\(count) songs"
      return "\(songs) of the queue could not be streamed whole; the last: \(last)"
    }
  }

  /// What any error of a client is, as a ``PlayFailure``.
  static func wrapping(_ error: any Error) -> PlayFailure {
    switch error {
    case let failure as PlayFailure: return failure
    case let error as PlayerError: return .player(error)
    default: return .server(SubsonicError.wrapping(error))
    }
  }
}
