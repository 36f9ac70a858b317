import MusicPresentation
import SubsonicClient

/// Search results ready to show: a summary line with the counts, and one table per kind.
///
/// A pure value: make one from any ``SearchResults`` with no store.
public struct SearchPresentation: Sendable, Hashable {
  /// `2 artists, 1 album, 20 songs for "sun"`, with ` (more songs available)` appended when
  /// another page of songs may exist, or `nothing found for "sun"`.
  public let summary: String
  /// Found artists.
  public let artists: CellTable
  /// Found albums.
  public let albums: CellTable
  /// Found songs, every page loaded so far.
  public let songs: CellTable

  /// Presents `results`.
  public init(_ results: SearchResults) {
    let quoted = "\"\(results.query)\""
    if results.isEmpty {
      summary = "nothing found for \(quoted)"
    } else {
      let counts = [
        Self.count(results.artistCount, "artist"), Self.count(results.albumCount, "album"),
        Self.count(results.songCount, "song"),
      ]
      summary =
        counts.joined(separator: ", ") + " for \(quoted)"
        + (results.hasMoreSongs ? " (more songs available)" : "")
    }
    artists = .artists(results.artists)
    albums = .albums(results.albums)
    songs = .songs(results.songs)
  }

  private static func count(_ value: Int, _ noun: String) -> String {
    "\(value) \(noun)\(value == 1 ? "" : "s")"
  }
}
