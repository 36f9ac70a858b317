import MusicPresentation

/// The features' table cells, drawn by the app's one renderer, ``TextTable``.
extension TextTable {
  /// A feature's table (artists, albums, tracks, songs, search results, playlists, a playlist's
  /// entries) with its header line, fitted to `width` columns when given.
  static func render(_ table: CellTable, width: Int? = nil) -> String {
    render(headers: table.headers, rows: table.rows, rightAligned: table.rightAligned, width: width)
  }
}
