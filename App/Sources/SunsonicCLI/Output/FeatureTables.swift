import LibraryFeature
import PlaylistsFeature
import SearchFeature

/// The features' table cells, drawn by the app's one renderer, ``TextTable``.
extension TextTable {
  /// A library table (artists, albums, tracks, songs) with its header line.
  static func render(_ table: LibraryTable) -> String {
    let right = table.columns.indices.filter { table.columns[$0].alignment == .right }
    return render(headers: table.headers, rows: table.rows, rightAligned: Set(right))
  }

  /// A table of search results with its header line.
  static func render(_ table: SearchTable) -> String {
    let right = table.columns.indices.filter { table.columns[$0].alignment == .right }
    return render(headers: table.headers, rows: table.rows, rightAligned: Set(right))
  }

  /// A playlists table (playlists, a playlist's entries) with its header line.
  static func render(_ table: PlaylistsFeature.TextTable) -> String {
    let right = table.columns.indices.filter { table.columns[$0].alignment == .right }
    return render(
      headers: table.columns.map(\.title), rows: table.rows, rightAligned: Set(right))
  }
}
