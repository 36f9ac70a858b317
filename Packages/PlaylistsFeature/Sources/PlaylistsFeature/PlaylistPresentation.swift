import MusicPresentation
import SubsonicClient

/// One playlist ready to show: a heading, a summary line, its comment and its entries' cells.
///
/// ```
/// Morning Mix (playlist-1)
/// 4 songs, 15:23, owner preview, public
/// Songs for the first hour of the day
///
/// Index  Title        Artist       Duration  ID
///     1  First Light  Aurora Vale      4:01  song-1
/// ```
public struct PlaylistPresentation: Sendable, Hashable {
  /// `Name (id)`; `(no name) (id)` for a name the server left empty.
  public let heading: String
  /// `4 songs, 15:23, owner preview, public`: the count, the total length, and the owner and
  /// visibility when the server says.
  public let summary: String
  /// The comment, when there is one that is not blank.
  public let comment: String?
  /// The entries, numbered from 1.
  public let entries: PlaylistEntriesTable

  /// Presents `playlist` (as read by `getPlaylist`, with its entries).
  public init(_ playlist: Playlist) {
    heading =
      "\(oneLine(NameText.shown(playlist.name, or: .name))) (\(oneLine(playlist.id.rawValue)))"
    var parts = [
      "\(playlist.songCount) song\(playlist.songCount == 1 ? "" : "s")",
      DurationText.text(seconds: playlist.duration),
    ]
    if let owner = playlist.owner { parts.append("owner \(oneLine(owner))") }
    if let isPublic = playlist.isPublic { parts.append(isPublic ? "public" : "private") }
    summary = parts.joined(separator: ", ")
    comment = playlist.comment.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : oneLine($0) }
    entries = PlaylistEntriesTable(playlist.entries)
  }

  /// The lines above the entries: heading, summary and the comment when there is one. The app
  /// prints them, a blank line, and the entries drawn by its table renderer (or `No entries.`).
  public var lines: [String] {
    [heading, summary] + (comment.map { [$0] } ?? [])
  }
}
