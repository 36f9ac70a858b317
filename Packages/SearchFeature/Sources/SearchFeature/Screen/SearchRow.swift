import SubsonicClient

/// One row of the search results as shown: a section's header, an artist, an album, a song, or
/// the state of the next page of songs at the end.
public enum SearchRow: Hashable, Sendable {
  /// The header of `section`, which holds `count` rows; `hasMore` when the server may hold more.
  case header(SearchSection, count: Int, hasMore: Bool)
  /// An artist found.
  case artist(Artist)
  /// An album found.
  case album(Album)
  /// A song found, `index` its place among the songs.
  case song(Song, index: Int)
  /// The next page of songs is loading.
  case loadingMore
  /// The next page of songs failed: why, and whether `r` may load it.
  case loadMoreFailed(SubsonicError, canRetry: Bool)

  /// Whether the selection may rest on the row: artists, albums and songs.
  public var isSelectable: Bool {
    switch self {
    case .artist, .album, .song: true
    case .header, .loadingMore, .loadMoreFailed: false
    }
  }
}
