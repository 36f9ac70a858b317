import MusicPresentation
import SubsonicClient

/// A change to the server's playlists, as asked of ``PlaylistStore``; named in failures.
///
/// Entry positions are 1-based, as ``PlaylistEntriesTable`` numbers them: 1 is the first entry.
public enum PlaylistChange: Sendable, Hashable, CustomStringConvertible {
  /// Create a playlist of that name with those songs, in order (possibly none).
  case create(name: String, songs: [SongID])
  /// Give the playlist a new name.
  case rename(PlaylistID, to: String)
  /// Append the songs, in order.
  case add([SongID], to: PlaylistID)
  /// Remove the entries at those 1-based positions of the playlist as it was read just before.
  case remove(positions: [Int], from: PlaylistID)
  /// Delete the playlist.
  case delete(PlaylistID)

  /// The playlist changed; `nil` for ``create(name:songs:)``, whose id the server chooses.
  public var playlistID: PlaylistID? {
    switch self {
    case .create:
      return nil
    case .rename(let id, _), .add(_, let id), .remove(_, let id), .delete(let id):
      return id
    }
  }

  /// What was asked, one line: `create playlist "Road Trip" with 2 songs`,
  /// `rename playlist 7 to "Evening"`, `add 1 song to playlist 7`,
  /// `remove entries 1, 3 from playlist 7`, `delete playlist 7`.
  public var description: String {
    switch self {
    case .create(let name, let songs):
      let with = songs.isEmpty ? "" : " with \(Self.count(songs.count, "song"))"
      return "create playlist \"\(oneLine(name))\"\(with)"
    case .rename(let id, let name):
      return "rename playlist \(oneLine(id.rawValue)) to \"\(oneLine(name))\""
    case .add(let songs, let id):
      return "add \(Self.count(songs.count, "song")) to playlist \(oneLine(id.rawValue))"
    case .remove(let positions, let id):
      let list = positions.map(String.init).joined(separator: ", ")
      let noun = positions.count == 1 ? "entry" : "entries"
      return "remove \(noun) \(list) from playlist \(oneLine(id.rawValue))"
    case .delete(let id):
      return "delete playlist \(oneLine(id.rawValue))"
    }
  }

  private static func count(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
