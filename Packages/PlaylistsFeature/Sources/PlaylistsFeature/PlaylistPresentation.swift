import SubsonicClient

/// One playlist ready to show: a heading, a summary line, its comment and its entries.
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
  /// `Name (id)`.
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
    heading = "\(oneLine(playlist.name)) (\(oneLine(playlist.id.rawValue)))"
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

  /// Heading, summary, comment (when any), a blank line and the entries table, or `No entries.`
  /// for an empty playlist. No trailing newline.
  public var text: String {
    let body = entries.rows.isEmpty ? "No entries." : entries.text
    return ([heading, summary] + (comment.map { [$0] } ?? []) + ["", body])
      .joined(separator: "\n")
  }
}
